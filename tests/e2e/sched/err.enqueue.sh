# sched:::enqueue is refused: the kernel has no tracepoint for it.
$DTRACE -n 'sched:::enqueue { trace(pid); }'
