/*
 * An action on one side of ?: and a value on the other: void and int
 * are not compatible types.
 * @@flags: -x errtags
 */
BEGIN
{
	x = 1 ? 2 : exit(0);
}
