/* @@flags: -x errtags */ /* an argument without a conversion */
BEGIN { printf("%d\n", 1, 2); }
