# a tick probe's provider, module, function and name.
$DTRACE -qn 'profile:::tick-10ms { printf("[%s] [%s] [%s] [%s]\n", probeprov, probemod, probefunc, probename); exit(0); }'
