/* @@flags: -x errtags */
BEGIN { trace("a" == 1); }
