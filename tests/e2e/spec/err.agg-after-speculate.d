BEGIN { x = speculation(); }
BEGIN { speculate(x); @a = count(); }
