/* @@flags: -x errtags */ BEGIN { copyoutstr("x", 0, 1); }
