# io:::wait-start is refused: the kernel has no tracepoint for it.
$DTRACE -x errtags -n 'io:::wait-start { trace(pid); }'
