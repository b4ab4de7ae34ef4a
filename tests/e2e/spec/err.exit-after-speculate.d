/* @@flags: -x errtags */ BEGIN { speculate(1); exit(0); }
