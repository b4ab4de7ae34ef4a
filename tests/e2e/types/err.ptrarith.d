/* @@flags: -x errtags */ /* an integer minus a pointer is not D (nor C) */
BEGIN { trace(1 - &curthread->pid); }
