/* @@flags: -x errtags */ BEGIN { x = speculation(); }
BEGIN { speculate(x); @a = count(); }
