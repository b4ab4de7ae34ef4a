/*
 * String comparisons in predicates compare the characters, not addresses;
 * a prefix is not equal.
 * @@flags: -q
 */
BEGIN { s = "abc"; }
BEGIN /s == "abc"/ { printf("eq\n"); }
BEGIN /s != "abc"/ { printf("ne\n"); }
BEGIN /s < "abd"/ { printf("lt\n"); }
BEGIN /s == "ab"/ { printf("prefix\n"); }
BEGIN /s > "ab"/ { printf("longer\n"); }
BEGIN { exit(0); }
