/*
 * Clauses for one probe run in order; a predicate skips its clause only;
 * a non-zero integer or a string comparison is true.
 * @@flags: -q
 */
BEGIN { n = 5; s = "abc"; }
BEGIN /n/ { printf("n is true\n"); }
BEGIN /n == 4/ { printf("not printed\n"); }
BEGIN /s == "abc"/ { printf("string predicate\n"); }
BEGIN /!(n > 10)/ { printf("last\n"); exit(0); }
