/* @@flags: -x errtags */ /* 9 is not an octal digit */
BEGIN { x = 09; }
