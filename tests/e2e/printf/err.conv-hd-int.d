/* @@flags: -x errtags */ /* %hd wants a short, not an int */
BEGIN { printf("%hd\n", 1); exit(0); }
