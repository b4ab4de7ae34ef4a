# runqlen's shape: the run queue length sampled by a profile probe through
# BTF (curtask->se.cfs_rq->nr_queued: nr_running in kernels before 6.13)
# into an lhist; the lengths depend
# on the machine's load, so every row is reduced to ROW (checked against
# the row format) and repeated rows are merged.
. "$TESTDIR/../lib.sh"
"$BTRACE" -e '
BEGIN
{
	printf("Sampling run queue length at 99 Hertz... Hit Ctrl-C to end.\n");
}

profile:hz:99
{
	$task = (struct task_struct *)curtask;
	$my_q = (struct cfs_rq *)$task->se.cfs_rq;
	$len = $my_q->nr_queued;
	$len = $len > 0 ? $len - 1 : 0;
	@runqlen = lhist($len, 0, 100, 1);
}' -c "$PROGS/spin 300" 2>&1 |
    sed 's/^\[[0-9]*, [0-9]*) *[0-9]* |[@ ]\{52\}|$/ROW/' | uniq
