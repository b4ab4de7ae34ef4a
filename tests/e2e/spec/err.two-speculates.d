/* @@flags: -x errtags */ BEGIN { speculate(1); speculate(2); }
