/* @@flags: -x errtags */ BEGIN { trace(curthread.pid); }
