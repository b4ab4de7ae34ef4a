/* @@flags: -x errtags */ /* strchr()'s second parameter is a char, as DTrace's prototype says */
BEGIN { trace(strchr("abc", "b")); }
