# A stack as a tuple's element (bpftrace 0.17 takes one): printed as a
# stack value is, each frame on its own line indented 8, inside the
# tuple's parentheses; in a map's value and with print(). (The program sleeps
# after its call, so that btrace reads its symbols while it runs.)
$BTRACE -c "$PROGS/ufuncs 1 300" -e '
uprobe:$1:add3 {
	$x = (7, ustack(1));
	print($x);
	@t = (ustack(1), "a");
	exit();
}' "$PROGS/ufuncs"
# in JSON, the stack is the string of its lines, as bpftrace writes it
$BTRACE -f json -c "$PROGS/ufuncs 1 300" -e '
uprobe:$1:add3 { print((7, ustack(1))); exit(); }' "$PROGS/ufuncs"
