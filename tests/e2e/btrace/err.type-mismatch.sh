# A value of another type assigned to a map or a scratch variable:
# bpftrace's messages (the map's without its last quote, as bpftrace 0.17
# prints it), each with its place.
$BTRACE -e 'BEGIN { @x = 1; @x = "str"; }' 2>&1
$BTRACE -e 'BEGIN { @y[1] = (uint8)1; @y[2] = "ab"; }' 2>&1
$BTRACE -e 'BEGIN { $x = 1; $x = "ab"; }' 2>&1
exit 1
