/* @@flags: -x errtags */ /* strlen() of an integer */
BEGIN { trace(strlen(1)); }
