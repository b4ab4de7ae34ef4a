/* @@flags: -x errtags */ /* a global read in a clause before the clause that first assigns it */
BEGIN { trace(x); }
BEGIN { x = 1; }
