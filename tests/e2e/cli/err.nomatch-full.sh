# without -Z, a full description that matches nothing is an error.
$DTRACE -n 'syscall::nosuch:entry { }'
