BEGIN { copyoutstr("x", 0, 1); }
