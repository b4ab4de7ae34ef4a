/* @@flags: -x errtags */
BEGIN { trace(1); speculate(1); }
