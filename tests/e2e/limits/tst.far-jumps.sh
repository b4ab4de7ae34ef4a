# Programs longer than a BPF jump reaches (32767 instructions): a clause of
# 1200 statements, whose predicate and faults jump over all of them, with a
# fault at its end that DTrace reports before going on; and 3000 clauses on
# one probe, which its prologue jumps over when tracing is not active.
# (The faulting clause's own output is discarded, as DTrace does; its
# stores to variables stay.)
script=$(mktemp)
trap 'rm -f "$script"' EXIT
{
	echo '#pragma D option quiet'
	echo 'int y[int];'
	echo 'BEGIN /x == 0/ {'
	for i in $(seq 1 1200); do
		echo "	x = $i; y[x % 7] += x;"
	done
	echo '	trace(*(int *)8);'
	echo '	printf("not reached\n");'
	echo '}'
	echo 'ERROR { printf("error reported\n"); }'
	echo 'BEGIN { printf("next clause: x %d y %d\n", x, y[3]); }'
} >"$script"
$DTRACE -s "$script" -n 'BEGIN { exit(0); }' 2>/dev/null
echo "status $?"

{
	echo '#pragma D option quiet'
	echo 'int n;'
	for i in $(seq 1 3000); do
		echo "BEGIN { n += $i; }"
	done
	echo 'BEGIN { printf("n %d\n", n); exit(0); }'
} >"$script"
$DTRACE -s "$script"
echo "status $?"

# A clause beyond what the verifier follows (each update of y[] is a few
# branches whose other side waits) is refused with the reason and a way out.
{
	echo 'int y[int];'
	echo 'BEGIN {'
	for i in $(seq 1 4000); do
		echo "	y[$i % 7] += $i;"
	done
	echo '}'
} >"$script"
$DTRACE -qs "$script" 2>&1 | sed 's/([^()]*)/(...)/'
