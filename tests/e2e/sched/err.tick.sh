# sched:::tick is refused: the kernel has no tracepoint for it.
$DTRACE -x errtags -n 'sched:::tick { trace(pid); }'
