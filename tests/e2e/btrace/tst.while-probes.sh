# while loops in a uprobe and in a tracepoint, not only in BEGIN: a loop
# bounded by the probe's argument (and a constant, so that the verifier
# sees its end), with printf and a map update in each iteration.
$BTRACE -c "$PROGS/ufuncs 3" -e 'uprobe:'"$PROGS"'/ufuncs:add3
{
	$a = (int64)arg0;
	$i = 0;
	while ($i < $a && $i < 10) {
		printf("add3(%d): %d\n", $a, $i);
		@steps[$a] = count();
		$i++;
	}
	printf("add3(%d) done\n", $a);
}'
echo "status $?"
$BTRACE -c "$PROGS/readloop 2" -e 'tracepoint:syscalls:sys_enter_read
/pid == cpid && args->count == 1/
{
	$n = 0;
	while ($n < 3) {
		$n++;
		if ($n == 2) {
			continue;
		}
		printf("read %d of fd %d\n", $n, args->fd > 2);
	}
}'
echo "status $?"
