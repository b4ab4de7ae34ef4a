/*
 * system() in bpftrace's text: the command's output, in order with the
 * records.
 *
 * (bpftrace needs --unsafe for system(), as dtrace needs -w.)
 *
 * @@flags: -q -w -x oformat=bt
 *
 * bpftrace:
 *	BEGIN {
 *		printf("a\n");
 *		system("echo hi %d; printf 'two\\tlines\\n'", 5);
 *		printf("b\n");
 *		exit();
 *	}
 */
BEGIN
{
	printf("a\n");
	system("echo hi %d; printf 'two\\tlines\\n'", 5);
	printf("b\n");
	exit(0);
}
