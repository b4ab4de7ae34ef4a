/* @@flags: -x errtags */ /* lquantize bounds must make sense */
BEGIN { @ = lquantize(1, 10, 0); }
