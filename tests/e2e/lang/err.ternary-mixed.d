/* @@flags: -x errtags */ /* the two results of ?: must both be strings or both integers */
BEGIN { x = 1 ? "a" : 2; }
