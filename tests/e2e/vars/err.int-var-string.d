/* @@flags: -x errtags */ /* a thread-local keeps the type of its first value */
BEGIN { self->x = 1; self->x = "a"; }
