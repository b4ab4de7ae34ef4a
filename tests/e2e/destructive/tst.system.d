/*
 * system() runs its formatted command after the output printed before
 * it, with -w.
 * @@flags: -w
 */
#pragma D option quiet
BEGIN
{
	printf("before\n");
	system("echo %s %d", "command", 42);
	printf("after\n");
	exit(0);
}
