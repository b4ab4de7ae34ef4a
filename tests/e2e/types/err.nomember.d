/* @@flags: -x errtags */ BEGIN { trace(curthread->nosuch); }
