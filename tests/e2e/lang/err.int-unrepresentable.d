/* @@flags: -x errtags */ /*
 * A decimal constant is an int, a long or a long long: above INT64_MAX
 * it fits none of them (only hex, octal or a 'u' suffix make it unsigned).
 */
BEGIN
{
	trace(18446744073709551615);
	exit(0);
}
