# sched:::enqueue is refused: the kernel has no tracepoint for it.
$DTRACE -x errtags -n 'sched:::enqueue { trace(pid); }'
