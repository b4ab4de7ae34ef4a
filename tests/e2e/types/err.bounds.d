/* @@flags: -x errtags */ BEGIN { trace(curthread->comm[16]); }
