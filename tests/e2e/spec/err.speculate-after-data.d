/* @@flags: -x errtags */ BEGIN { printf("x"); speculate(1); }
