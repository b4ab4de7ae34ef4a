/*
 * Reading through a bad pointer is a run-time fault: DTrace's message
 * with the address read, and the probe's next clause still runs.
 * @@flags: -q
 */
BEGIN
{
	p = (struct task_struct *)0;
	printf("%d\n", p->pid);
	printf("not reached\n");
}

BEGIN
{
	printf("next clause\n");
	exit(0);
}
