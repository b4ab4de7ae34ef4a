# io:::wait-done is refused: the kernel has no tracepoint for it.
$DTRACE -x errtags -n 'io:::wait-done { trace(pid); }'
