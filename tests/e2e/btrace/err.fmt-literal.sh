# printf() and system() take their format as a string literal only:
# bpftrace's message names the kind of value given instead.
$BTRACE -e 'BEGIN { printf(1); }' 2>&1
$BTRACE -e 'BEGIN { $f = 1; printf($f, 1); }' 2>&1
$BTRACE --unsafe -e 'BEGIN { system(comm); }' 2>&1
exit 1
