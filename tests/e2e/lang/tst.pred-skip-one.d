/*
 * A false predicate skips its own clause only: the next clause runs, and
 * a later predicate is evaluated with the values stored since.
 * @@flags: -q
 */
BEGIN { x = 1; }
BEGIN /x == 2/ { printf("skipped\n"); }
BEGIN { printf("after the skipped clause\n"); x = 2; }
BEGIN /x == 2/ { printf("now true\n"); exit(0); }
