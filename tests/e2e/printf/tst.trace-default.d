/*
 * trace() in default mode: an int is " %8d", a string "  %-33s".
 */
BEGIN
{
	trace(42);
	trace(-7);
	trace("str");
	exit(0);
}
