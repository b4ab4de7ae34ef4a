# sdt: a tracepoint's fields as args[]: sched_process_exec's __data_loc
# filename is a string, its pid fields are pid_t.  The target execs
# /bin/true once it runs (its own exec is over before tracing starts).
$DTRACE -qn 'sdt:sched::sched_process_exec /args[1] == $target/ {
	printf("%s %d %d %d\n", args[0], args[1] == pid, args[2] == $target,
	    args[0] == "/bin/true");
}' -c "$PROGS/reexec /bin/true"
