/* @@flags: -x errtags */ /* a "}" where an expression is expected: a syntax error on line 3 */
BEGIN {
	x = }
