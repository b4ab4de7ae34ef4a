/*
 * %s of a kernel char array (task_struct comm), with precision and width.
 * @@flags: -q
 */
BEGIN
{
	printf("[%s] [%.2s] [%-8s]\n", curthread->comm, curthread->comm,
	    curthread->comm);
	exit(0);
}
