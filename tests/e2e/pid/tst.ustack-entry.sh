# ustack() at a function's entry: its caller is the return address on top
# of the stack (its frame pointer is not pushed yet), so the stack runs
# read <- main, not read <- main's caller.  Offsets vary: left out.
$DTRACE -qn 'pid$target:libc.so.6:read:entry { ustack(2); exit(0); }' \
    -c "$PROGS/readloop 10000000" | sed 's/+0x[0-9a-f]*$//'
