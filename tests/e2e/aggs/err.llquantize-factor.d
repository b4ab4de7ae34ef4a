/* @@flags: -x errtags */ /* llquantize factor of at least 2 */
BEGIN { @ = llquantize(1, 1, 0, 2, 20); }
