# -kk: join() reads all of its 16 slots as bpftrace 0.17 does, past the
# array's NULL: the 16th of a 15-string argv is NULL, whose string read
# fails (probe_read_user_str of a system call's argument); at -k nothing.
. "$TESTDIR/../lib.sh"
prog='tracepoint:syscalls:sys_enter_execve /comm == "execer"/
{
	join(args->argv); exit();
}'
"$BTRACE" -kk -e "$prog" -c "$PROGS/execer /bin/true -- a b c d e f g h i j k l m n"
"$BTRACE" -k -e "$prog" -c "$PROGS/execer /bin/true -- a b c d e f g h i j k l m n"
