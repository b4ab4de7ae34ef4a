/*
 * Precisions: minimum digits of integers; the 0 flag is ignored with a
 * precision; DTrace drops a precision of 0 (dt_printf_format emits ".%d"
 * only when prec > 0), so %.0d of 0 prints 0 and %.0s the whole string.
 * @@flags: -q
 */
BEGIN
{
	printf("[%.3d] [%8.3d] [%-8.3d] [%08.3d] [%.0d] [%+.2d] [%.0s]\n", 7, 7,
	    7, 7, 0, 5, "abc");
	exit(0);
}
