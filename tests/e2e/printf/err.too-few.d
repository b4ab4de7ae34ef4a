/* @@flags: -x errtags */ /* a conversion without an argument */
BEGIN { printf("%d %d\n", 1); }
