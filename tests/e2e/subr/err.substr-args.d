/* @@flags: -x errtags */ /* substr() needs at least two arguments */
BEGIN { trace(substr("abc")); }
