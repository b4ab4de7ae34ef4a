/* @@flags: -x errtags */ /* sum() needs its argument */
BEGIN { @a = sum(); exit(0); }
