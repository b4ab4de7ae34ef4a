# io:::wait-done is refused: the kernel has no tracepoint for it.
$DTRACE -n 'io:::wait-done { trace(pid); }'
