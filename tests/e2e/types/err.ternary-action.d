/*
 * Actions both sides of ?: pass DTrace's checks of types (void and
 * void) and are refused by its code generator: D has no conditional
 * action (a predicate is the way).  Its words and tag.
 * @@flags: -x errtags
 */
BEGIN
{
	$1 ? printf("one\n") : printf("none\n");
}
