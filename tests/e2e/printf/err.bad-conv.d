/* @@flags: -x errtags */ /* an invalid conversion */
BEGIN { printf("%y\n", 1); }
