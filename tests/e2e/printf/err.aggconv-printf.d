/* @@flags: -x errtags */ /* %@ is for printa() only */
BEGIN { printf("%@d\n", 1); exit(0); }
