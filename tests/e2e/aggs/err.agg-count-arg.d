/* @@flags: -x errtags */ /* count() takes no argument */
BEGIN { @a = count(1); exit(0); }
