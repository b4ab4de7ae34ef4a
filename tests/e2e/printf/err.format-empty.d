/* @@flags: -x errtags */ /* an empty format string */
BEGIN { printf(""); exit(0); }
