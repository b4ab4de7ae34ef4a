/* @@flags: -x errtags */ /* only integers multiply */
BEGIN { x = "a" * 2; }
