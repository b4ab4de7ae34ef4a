/*
 * BEGIN, END and tick-N run from dtrace's own system call and interrupt
 * no kernel code: their kernel stack is empty (stackdepth 0), not the
 * path dtrace took into the kernel to run them.
 * @@flags: -q
 */
BEGIN
{
	@[stack()] = count();
	printf("%d\n", stackdepth);
}

tick-1ms
{
	printf("%d\n", stackdepth);
	printa("[%k]\n", @);
	exit(0);
}
