/* @@flags: -x errtags */ /* the * width must be an integer */
BEGIN { printf("%*d\n", "foo", 1); exit(0); }
