/* @@flags: -x errtags */ /* a % at the end of the format */
BEGIN { printf("abc %"); exit(0); }
