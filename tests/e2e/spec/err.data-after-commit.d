/* @@flags: -x errtags */ BEGIN { commit(1); printf("x"); }
