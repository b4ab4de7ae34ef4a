/* @@flags: -x errtags */ /* a string cannot be cast to an integer */
BEGIN { x = (int)"abc"; }
