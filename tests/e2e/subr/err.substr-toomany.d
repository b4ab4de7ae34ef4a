/* @@flags: -x errtags */ /* substr() takes at most three arguments: DTrace says so */
BEGIN { trace(substr("abc", 1, 2, 3)); }
