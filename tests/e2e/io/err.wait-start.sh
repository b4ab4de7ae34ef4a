# io:::wait-start is refused: the kernel has no tracepoint for it.
$DTRACE -n 'io:::wait-start { trace(pid); }'
