# iter: probes: bpftrace 0.17 finds no iterator on this kernel (its test
# of the kernel fails, though the kernel loads BPF_TRACE_ITER programs):
# its error for each iterator it knows, with a pin path, by the it:
# alias; and its errors for a wildcard, the argument count, an iterator
# in a probe list.
. "$TESTDIR/../lib.sh"
for p in 'iter:task' 'iter:task_file' 'iter:task:/sys/fs/bpf/x' \
    'it:task' 'iter:*' 'iter:task*' 'iter:task:a:b' 'iter' \
    'iter:task,iter:task_file' 'iter:task,BEGIN' 'BEGIN,iter:task' \
    'iter:task,iter:*'; do
	"$BTRACE" -e "$p { printf(\"%d\\n\", ctx->task->pid); }"
	echo "status $?"
done 2>&1
