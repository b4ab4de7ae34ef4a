# A uprobe or USDT probe its object does not have is left out, as
# bpftrace 0.17 leaves it out: the other probes run; with none left,
# "No probes to attach" and status 1.  A file that does not exist is an
# error.
$BTRACE -e 'BEGIN { exit(); } uprobe:/bin/true:no_such_function { @ = count(); }'
echo "status $?"
$BTRACE -e "usdt:$PROGS/usdt:myprov:no_such_probe { @ = count(); }"
echo "status $?"
$BTRACE -e 'uprobe:/no/such/file:f { exit(); }' 2>&1
echo "status $?"
