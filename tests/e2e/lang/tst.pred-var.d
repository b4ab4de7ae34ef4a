/*
 * Predicates on variables: a zero variable is false, a non-zero one true,
 * and predicates combine with ! and &&.
 * @@flags: -q
 */
BEGIN { n = 0; m = 7; }
BEGIN /n/ { printf("n\n"); }
BEGIN /m/ { printf("m\n"); }
BEGIN /!n/ { printf("!n\n"); }
BEGIN /m > 5 && n == 0/ { printf("m > 5 && n == 0\n"); }
BEGIN /m > 5 && n != 0/ { printf("m > 5 && n != 0\n"); }
BEGIN { exit(0); }
