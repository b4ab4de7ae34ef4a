/*
 * A string read from a bad address faults where the string is read, as
 * in DTrace: the clause's output is discarded, DTrace's message names
 * the address and the action, and ERROR fires with DTRACEFLT_BADADDR
 * (arg4) and the address (arg5).
 * @@flags: -q
 */
BEGIN
{
	printf("before\n");
	printf("%d\n", strlen(stringof((char *)16)));
}

BEGIN
{
	printf("before\n");
	printf("%s\n", toupper(stringof((char *)32)));
}

BEGIN
{
	printf("before\n");
	printf("%s\n", strjoin("a", stringof((char *)48)));
}

BEGIN
{
	printf("%d\n", strlen((char *)64));
}

ERROR
{
	printf("ERROR epid %d action %d fault %d addr %d\n", arg1, arg2, arg4,
	    arg5);
}

BEGIN
{
	exit(0);
}
