# Tracepoint arguments through args->: a string (str(args->filename)),
# integers (flags), and the return value of the exit tracepoint; openloop
# opens an existing file 3 times and a missing one 5 times.  The tracer
# runs in the background and is stopped with SIGINT; only children of
# this shell ($1) count.
. "$TESTDIR/../lib.sh"
start_tracer -e '
BEGIN { printf("ready\n"); }
tracepoint:syscalls:sys_enter_openat /comm == "openloop" && curtask->real_parent->tgid == $1/ {
	$f = str(args->filename);
	if (strncmp($f, "/dev/", 5) == 0 || strncmp($f, "/nonexistent/", 13) == 0) {
		@open[$f] = count();
	}
	@flags[args->flags & 3] = count();
}
tracepoint:syscalls:sys_exit_openat /comm == "openloop" && curtask->real_parent->tgid == $1/ {
	@result[args->ret >= 0 ? "ok" : "error"] = count();
}' $$
"$PROGS/openloop" /dev/null 3
"$PROGS/openloop" /nonexistent/bt-gold 5
stop_tracer
echo "status $STATUS"
