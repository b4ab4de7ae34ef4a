/* @@flags: -x errtags */ /* %s wants a string, not an int */
BEGIN { printf("%s\n", 1); exit(0); }
