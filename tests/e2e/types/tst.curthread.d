/*
 * curthread is the current task_struct: its members agree with the
 * built-in variables.
 * @@flags: -q
 */
BEGIN
{
	printf("%d %d %d\n", curthread->tgid == pid, curthread->pid == tid,
	    curthread->real_parent->tgid == ppid);
	printf("%s %d\n", curthread->comm == execname ? "same" : "differ",
	    curthread->cred->uid.val == uid);
	exit(0);
}
