/* @@flags: -x errtags */ /* a * width without its argument */
BEGIN { printf("%s %*d\n", "foo"); exit(0); }
