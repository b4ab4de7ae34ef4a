/* @@flags: -x errtags */ /* rindex() takes at most three arguments */
BEGIN { trace(rindex("abc", "a", 2, 3)); }
