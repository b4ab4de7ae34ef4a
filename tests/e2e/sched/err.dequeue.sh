# sched:::dequeue is refused: the kernel has no tracepoint for it.
$DTRACE -x errtags -n 'sched:::dequeue { trace(pid); }'
