/* @@flags: -x errtags */
BEGIN { trace(nosuch); }
