/* @@flags: -x errtags */ BEGIN { x = 8; b = alloca(x); }
