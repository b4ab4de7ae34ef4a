# -l lists the io provider's probes (not wait-start, wait-done: the kernel
# has no tracepoints for them); -lv their argument types (IDs vary with
# the kernel: left out).
$DTRACE -l -n 'io:::' | sed 's/^ *[0-9][0-9]* //'
$DTRACE -lv -n io:::start -n io:::done | sed 's/^ *[0-9][0-9]* //'
