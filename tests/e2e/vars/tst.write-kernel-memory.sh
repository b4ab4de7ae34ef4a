# A store through a pointer into kernel memory compiles, as in DTrace, and
# faults when it runs: only scratch memory and D variables are written.
$DTRACE -qn 'BEGIN { curthread->pid = 1; } BEGIN { exit(0); }
    ERROR { printf("fault %d\n", arg4); }' 2>&1 |
    sed 's/(0x[0-9a-f]*)/(ADDR)/; s/action #[0-9]*/action #N/'
