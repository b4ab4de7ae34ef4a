/* @@flags: -x errtags */ /* an aggregating function only feeds an aggregation */
BEGIN { x = count(); }
