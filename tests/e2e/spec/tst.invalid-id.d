/*
 * speculate() on an id that is no active speculation drops the clause's
 * data, silently even past nspec; commit() or discard() of 0 or of an
 * inactive one does nothing.
 * @@flags: -q
 */
BEGIN { speculate(0); printf("dropped\n"); }
BEGIN { speculate(5); printf("dropped too\n"); }
BEGIN { commit(1); discard(0); }
BEGIN { printf("printed\n"); exit(0); }
