# Code after break, continue, return or exit() (and after an if/else that
# leaves both ways) never runs, and the actions after the loop still print
# what they should; a while (1) left by exit() loads.  bpftrace warns on
# stderr that such code is unreachable; btrace does not, so only stdout is
# compared.
$BTRACE -e 'BEGIN
{
	$i = 0;
	while ($i < 4) {
		$i++;
		if ($i == 1) {
			continue;
			printf("after continue\n");
		}
		if ($i == 3) {
			printf("i=%d\n", $i);
			break;
			printf("after break\n");
		}
		if ($i == 2) {
			printf("two\n");
		} else {
			printf("other\n");
		}
	}
	$j = 0;
	while ($j < 5) {
		$j++;
		if ($j < 3) {
			printf("j=%d\n", $j);
			continue;
		} else {
			break;
		}
		printf("after if/else\n");
	}
	printf("i=%d j=%d\n", $i, $j);
	if (pid > 0) {
		exit();
		return;
	}
	printf("not reached\n");
}' 2>/dev/null
echo "status $?"
# exit() leaves the loop and the clause: a while (1) that always reaches
# an exit() has an end the verifier sees
$BTRACE -e 'BEGIN { $i = 0; while (1) { printf("%d\n", $i); $i++; if ($i == 3) { exit(); } } }
END { printf("end\n"); }' 2>/dev/null
echo "status $?"
