# proc:::exec-success fires in the new image after a successful exec, in
# the thread that called exec (its thread-local variables survive):
# execname is the new program's name, curpsinfo->pr_psargs its command
# line.  Failed execs do not fire it.
$DTRACE -qn 'proc:::exec /ppid == $target/ { self->path = args[0]; }
proc:::exec-success /ppid == $target/ {
	printf("%s %s [%s] %d\n", self->path, execname,
	    curpsinfo->pr_psargs, curpsinfo->pr_fname == execname);
}' -c "$PROGS/execer /nonexistent/prog /etc/passwd /bin/true -- a b"
$DTRACE -qn 'proc:::exec-success /ppid == $target/ {
	printf("%s [%s]\n", execname, curpsinfo->pr_psargs);
}' -c "$PROGS/execer -at /bin/true"
