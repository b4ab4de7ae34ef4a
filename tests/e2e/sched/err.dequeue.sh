# sched:::dequeue is refused: the kernel has no tracepoint for it.
$DTRACE -n 'sched:::dequeue { trace(pid); }'
