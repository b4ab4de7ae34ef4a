/*
 * A translator declared in the script, used through xlate with -> and .
 * @@flags: -q
 */
struct info {
	int i_pid;
	int i_twice;
	char i_name[16];
};

translator struct info < struct task_struct *T > {
	i_pid = T->tgid;
	i_twice = T->tgid * 2;
	i_name = T->comm;
};

BEGIN
{
	printf("%d %d %s\n", xlate <struct info *> (curthread)->i_pid == pid,
	    xlate <struct info *> (curthread)->i_twice == 2 * pid,
	    xlate <struct info *> (curthread)->i_name);
	exit(0);
}
