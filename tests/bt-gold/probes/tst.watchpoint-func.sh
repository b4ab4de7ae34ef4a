# watchpoint:FUNC+argN:LEN:MODE (needs -c or -p): at each call of FUNC in
# the target, the process is stopped while a hardware breakpoint is put on
# the address argN holds, then goes on.  watches writes slots[i] through
# increment(&slots[i], i), again in main, and once more at its end.  A
# call with the address of the last breakpoint adds none, another address
# one more (earlier ones stay: slot 0 is then watched twice); past the
# CPU's 4 debug registers, bpftrace's message; argN 0 (arg1 of slot 0)
# is no address; unwatch() removes an address's breakpoints; probe, the
# w: alias, -f json.  The path of the programs is masked.
. "$TESTDIR/../lib.sh"
"$BTRACE" -c "$PROGS/watches" -e 'watchpoint:increment+arg0:4:w {
    printf("hit %s %d\n", comm, pid == cpid); }'
"$BTRACE" -c "$PROGS/watches 2 2" -e 'watchpoint:increment+arg0:4:w {
    @[pid == cpid] = count(); }'
"$BTRACE" -c "$PROGS/watches 6 1" -e 'w:increment+arg0:4:w { @ = count(); }'
"$BTRACE" -f json -c "$PROGS/watches 6 1" -e 'watchpoint:increment+arg0:4:w {
    @ = count(); }'
"$BTRACE" -c "$PROGS/watches 1 1" -e 'watchpoint:increment+arg1:4:w {
    @ = count(); }'
"$BTRACE" -c "$PROGS/watches 2 2 100" -e 'watchpoint:increment+arg0:4:w {
    @ = count(); } uprobe:$1:done { unwatch(arg0); }' "$PROGS/watches"
"$BTRACE" -c "$PROGS/watches 1 1" -e 'watchpoint:increment+arg0:4:w {
    printf("%s\n", probe); }' 2>&1 | sed "s#$PROGS#PROGS#g"
