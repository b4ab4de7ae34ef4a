# sargN (a uprobe's arguments on the stack) elsewhere: bpftrace's message
# (its mark, on the expression around sargN in bpftrace, is left out).
$BTRACE -e 'BEGIN { print(sarg0); exit(); }' 2>&1 | sed -n 's/.*ERROR: //p'
$BTRACE -e 'uretprobe:'"$PROGS"'/ufuncs:add3 { print(sarg1); exit(); }' 2>&1 |
    sed -n 's/.*ERROR: //p'
exit 1
