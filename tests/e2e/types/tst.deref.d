/*
 * Unary * and & on kernel memory; a pointer kept in a variable;
 * a cast to a kernel pointer type.
 * @@flags: -q
 */
BEGIN
{
	t = curthread;
	p = (struct task_struct *)(uint64_t)curthread;
	printf("%d %d %d\n", (*curthread).pid == pid, t->pid == pid,
	    p->tgid == pid);
	printf("%d %c\n", (&curthread->comm[2])[0] == curthread->comm[2],
	    *(&curthread->comm[1]));
	exit(0);
}
