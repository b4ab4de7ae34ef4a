/* @@flags: -x errtags */ /* two precisions in one conversion */
BEGIN { printf("%1.2.3d\n", 1); exit(0); }
