# tick-1s fires once a second: counted, the second tick ends the run.
# @@timeout: 20
$DTRACE -qn 'tick-1s { n++; } tick-1s /n == 2/ { printf("%s %d\n", probename, n); exit(0); }'
