# bpftrace's syntax errors: an empty statement, a stray token after a
# probe, a statement without its ';', an end of text in a block, a probe
# without an action block (no comment before it), an unroll of a
# variable.  Each checked against bpftrace 0.17.
for s in 'BEGIN { ; exit(); }' 'BEGIN { if (1) {}; exit(); }' \
    'BEGIN { exit(); } ;' 'BEGIN { exit() } }' 'BEGIN { $x = 1 $y = 2; }' \
    'BEGIN { exit();' 'BEGIN { $n = 1; unroll($n) { } }' \
    'BEGIN { @x = 1; } END { print(@x); } BEGIN { $a = 1 } END { $a = 2 } BEGIN { printf("%d\n", $a); }'; do
	$BTRACE -e "$s"
	echo "status $?"
done
exit 1
