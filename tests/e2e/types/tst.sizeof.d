/*
 * sizeof and offsetof of kernel types agree with the addresses of the
 * members of a live object.
 * @@flags: -q
 */
BEGIN
{
	printf("%d %d %d\n", sizeof(struct task_struct) == sizeof(*curthread),
	    sizeof(curthread->comm), sizeof(curthread->pid));
	printf("%d\n", offsetof(struct task_struct, comm) ==
	    (uint64_t)&curthread->comm - (uint64_t)curthread);
	printf("%d %d\n", sizeof(int), sizeof(struct list_head));
	exit(0);
}
