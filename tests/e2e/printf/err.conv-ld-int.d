/* @@flags: -x errtags */ /* %ld wants a long, not an int */
BEGIN { printf("%ld\n", 1); exit(0); }
