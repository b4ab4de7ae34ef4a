/* @@flags: -x errtags */ /* tracemem() size must be a constant */
BEGIN { x = 4; tracemem(&curthread->comm[0], x); }
