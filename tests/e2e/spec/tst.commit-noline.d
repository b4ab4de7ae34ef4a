/*
 * A clause whose actions store nothing shows no probe line (commit(),
 * discard(), an assignment); a clause of speculate() alone records the
 * probe into the speculation, shown when committed.
 */
BEGIN { s = speculation(); }
BEGIN { speculate(s); }
BEGIN { commit(s); }
BEGIN { t = speculation(); }
BEGIN { speculate(t); trace("never"); }
BEGIN { discard(t); n = 1; }
BEGIN { exit(0); }
