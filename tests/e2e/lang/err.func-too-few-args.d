/* @@flags: -x errtags */ /* strjoin() takes two arguments */
BEGIN { x = strjoin("a"); }
