/* @@flags: -x errtags */ /* a string variable cannot be assigned an integer */
BEGIN { s = "abc"; s = 1; }
