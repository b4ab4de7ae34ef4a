/*
 * speculate() on an id that is no active speculation drops the clause's
 * data; commit() of one does nothing.
 * @@flags: -q
 */
BEGIN { speculate(0); printf("dropped\n"); }
BEGIN { speculate(5); printf("dropped too\n"); }
BEGIN { commit(3); }
BEGIN { printf("printed\n"); exit(0); }
