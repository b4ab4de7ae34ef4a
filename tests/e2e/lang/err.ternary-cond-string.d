/* @@flags: -x errtags */ /* the condition of ?: must be a scalar */
BEGIN { x = "a" ? 1 : 2; }
