# sched:::tick is refused: the kernel has no tracepoint for it.
$DTRACE -n 'sched:::tick { trace(pid); }'
