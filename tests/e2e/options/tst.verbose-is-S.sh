# -x verbose is DTrace's compiler flag of -S: the BPF code of each program,
# on stderr, also with -e.
prog='BEGIN { @[probename] = count(); printf("%d\n", 42); exit(0); }'
$DTRACE -S -e -n "$prog" 2>/tmp/dtrace-e2e-S.$$
$DTRACE -x verbose -e -n "$prog" 2>/tmp/dtrace-e2e-v.$$
cmp -s /tmp/dtrace-e2e-S.$$ /tmp/dtrace-e2e-v.$$ && echo "-e: same code"
grep -c "BPF program for dtrace:BEGIN" /tmp/dtrace-e2e-v.$$
$DTRACE -x verbose -qn "$prog" 2>/tmp/dtrace-e2e-v.$$
grep -c "BPF program for dtrace:BEGIN" /tmp/dtrace-e2e-v.$$
rm -f /tmp/dtrace-e2e-S.$$ /tmp/dtrace-e2e-v.$$
