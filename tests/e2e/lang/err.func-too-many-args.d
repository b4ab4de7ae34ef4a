/* @@flags: -x errtags */ /* strlen() takes one argument */
BEGIN { x = strlen("a", "b"); }
