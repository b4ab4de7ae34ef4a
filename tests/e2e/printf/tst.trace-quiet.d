/*
 * trace() in quiet mode: integers and strings with no padding, no newline.
 * @@flags: -q
 */
BEGIN
{
	trace(42);
	trace(-7);
	trace("str");
	trace((long long)-1);
	trace(0x7fffffffffffffff);
	trace("\n");
	exit(0);
}
