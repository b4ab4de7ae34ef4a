# without -Z, a full description that matches nothing is an error.
$DTRACE -x errtags -n 'syscall::nosuch:entry { }'
