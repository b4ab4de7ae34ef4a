/*
 * A constant predicate: any non-zero value (negative, or only the upper
 * 32 bits set) runs the clause, zero skips it.
 * @@flags: -q
 */
BEGIN /1/ { printf("one\n"); }
BEGIN /0/ { printf("zero\n"); }
BEGIN /-1/ { printf("minus one\n"); }
BEGIN /0x100000000/ { printf("bit 32\n"); }
BEGIN { exit(0); }
