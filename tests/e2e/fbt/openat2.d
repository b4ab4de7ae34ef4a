/*
 * do_sys_openat2(int dfd, const char *filename, struct open_how *how)
 * of the target (openloop PATH N, tests/progs/openloop.c): the directory
 * and the file at entry, args[] typed from BTF; at return arg0 (DTrace's
 * return offset, which fexit and kretprobes cannot see: -1) and args[1],
 * the return value (long).  Only opens of /etc/passwd and /nonexistent
 * are counted, not the dynamic loader's.
 */
fbt::do_sys_openat2:entry
/pid == $target/
{
	self->path = copyinstr(args[1]);
	self->dfd = args[0];
	self->in = 1;
}

fbt::do_sys_openat2:return
/self->in && (self->path == "/etc/passwd" || self->path == "/nonexistent")/
{
	@[self->dfd, self->path, (int)arg0, args[1]] = count();
}

fbt::do_sys_openat2:return
/self->in/
{
	self->in = 0;
}

END
{
	printa("%d %s %d %d: %@d\n", @);
}
