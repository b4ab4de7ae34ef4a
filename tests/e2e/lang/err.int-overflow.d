/* @@flags: -x errtags */ /* a literal wider than 64 bits */
BEGIN { x = 18446744073709551616; }
