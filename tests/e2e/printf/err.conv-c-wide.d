/* @@flags: -x errtags */ /* %c takes at most an int */
BEGIN { printf("%c\n", (long long)65); exit(0); }
