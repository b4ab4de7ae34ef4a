/*
 * Records beyond specsize are dropped and reported.
 * @@flags: -q -x specsize=40
 */
BEGIN { a = speculation(); }
BEGIN { speculate(a); printf("one\n"); }
BEGIN { speculate(a); printf("two\n"); }
BEGIN { speculate(a); printf("three\n"); }
BEGIN { commit(a); }
BEGIN { exit(0); }
