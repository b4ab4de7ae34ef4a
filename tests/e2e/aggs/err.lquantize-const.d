/* @@flags: -x errtags */ /* a histogram parameter must be a constant */
BEGIN { x = 10; @ = lquantize(1, 0, x); }
