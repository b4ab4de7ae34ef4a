/* @@flags: -x errtags */ /* an unknown function */
BEGIN { nosuchfunc(1); exit(0); }
