/* @@flags: -x errtags */ /* a variable keeps the type of its first value */
BEGIN { x = 1; x = "s"; }
