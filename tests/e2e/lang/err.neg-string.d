/* @@flags: -x errtags */ /* unary minus needs an arithmetic operand */
BEGIN { x = -"a"; }
