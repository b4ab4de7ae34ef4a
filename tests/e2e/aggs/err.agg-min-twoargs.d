/* @@flags: -x errtags */ /* min() takes one argument */
BEGIN { @a = min(1, 2); exit(0); }
