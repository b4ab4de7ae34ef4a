# BPFTRACE_NODE_MAX: bpftrace's limit on the nodes of its tree of the
# program (the program, probes, attach points, predicate, statements,
# expressions; a->b is two, a OP= b is a = a OP b), checked after the
# semantic errors; the limit reached is exceeded; none by default.
. "$TESTDIR/../lib.sh"
prog='BEGIN, END /1/ { $x = 1; $x += -2; @m[1, "a"] = count();
    if ($x > 0) { printf("%d %s\n", $x, comm); } else { exit(); }
    $c = curtask->pid; $t = (1, (uint8)2).1; $z = sizeof(uint8); }'
for n in 0 46 47; do
	BPFTRACE_NODE_MAX=$n "$BTRACE" -e "$prog"
	echo "status $?"
done
BPFTRACE_NODE_MAX=3 "$BTRACE" -e 'BEGIN { @x = y; }'
echo "status $?"
BPFTRACE_NODE_MAX=-1 "$BTRACE" -e 'BEGIN { printf("hi\n"); exit(); }'
echo "status $?"
