# sdt: a tracepoint's short (2-byte, signed) field: oom_score_adj_update's
# oom_score_adj as the shell sets it, and task_newtask's as its child
# inherits it; its pid_t and char[16] fields beside it.
$DTRACE -qn 'sdt:oom::oom_score_adj_update /pid == $target/ {
	printf("update %d %s %d %d %d\n", args[0] == pid, args[1], args[2],
	    sizeof (args[2]), args[2] - 1000 < 0);
}
sdt:task::task_newtask /pid == $target/ {
	printf("newtask %d %s %d %d\n", args[0] != pid, args[1], args[3],
	    sizeof (args[3]));
}' -c "/bin/sh $TESTDIR/oom-adj.sh"
