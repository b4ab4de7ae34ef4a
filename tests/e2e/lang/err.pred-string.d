/* @@flags: -x errtags */ /* a predicate must be a scalar, not a string */
BEGIN /"abc"/ { exit(0); }
