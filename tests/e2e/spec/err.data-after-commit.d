BEGIN { commit(1); printf("x"); }
