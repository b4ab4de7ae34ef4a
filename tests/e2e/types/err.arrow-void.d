/* @@flags: -x errtags */ BEGIN { trace(((void *)0)->x); }
