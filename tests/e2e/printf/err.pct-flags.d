/* @@flags: -x errtags */ /* %% takes no flags or width */
BEGIN { printf("%5%\n"); exit(0); }
