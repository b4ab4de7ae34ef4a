/* @@flags: -x errtags */ /* an aggregation is not a value */
BEGIN { x = @a; }
