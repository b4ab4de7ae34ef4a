/* @@flags: -x errtags */ BEGIN { copyout(0, 0, 1); }
