# ustack() at a function's return (a probe on its return instruction):
# its frame is gone and the return address is on top of the stack, as at
# the entry, so the stack runs read <- main, not read <- main's caller.
# Offsets vary: left out.
$DTRACE -qn 'pid$target:libc.so.6:read:return { ustack(2); exit(0); }' \
    -c "$PROGS/readloop 10000000" | sed 's/+0x[0-9a-f]*$//'
