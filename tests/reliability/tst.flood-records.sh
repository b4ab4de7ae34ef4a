# @@timeout: 60
#
# A probe firing far faster than the consumer reads, into a small buffer:
# every event is either shown or counted as dropped, exactly (issue 21).
# The traced process (tests/progs/rounds.c) calls step(t, i) once for
# each round i < 50000 of each thread t < 2: 100000 calls, each with its
# own arguments.  A clause sends one record (t, i) per call into a 4 KiB
# buffer while the consumer is held back (its output goes into a pipe
# that nobody reads for a second); another clause counts the calls in an
# aggregation, which is not in the buffer.  Then:
#   - the aggregation counts 100000 calls;
#   - records shown + drops reported ("dtrace: N drops on CPU C", DTrace's
#     words, summed over all the lines) = 100000;
#   - every record shown is a call that happened, shown once: t < 2,
#     i < 50000, no pair twice;
#   - there are drops and there are records (the test floods);
#   - dtrace exits 0, and the traced program's output is unchanged.
# Drops are read at the status rate and at the end: with statusrate=10ms
# they are reported in many lines, each what is new since the last; with
# statusrate=1m all at the end.
# The same for btrace, whose lost records are "Lost N events" on stdout
# (bpftrace's words), with a one-page ring buffer.
#
# How it could fail: a drop not counted (or counted twice, or a report
# missing at the end) makes the sum differ; a record decoded from a torn or reused slot of the ring gives a
# pair out of range or twice; a count lost by a full buffer shows in the
# aggregation.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
P=$PROGS/rounds
R=50000 N=2

"$P" $R 0 $N >"$T/plain"

# check TOOL RECORDS FIRED DROPS STATUS: what the property demands
check() {
	local rec drops
	rec=$(grep -Ec '^[0-9]+ [0-9]+$' "$2")
	drops=$4
	echo "$1: calls counted $3"
	echo "$1: records + drops = $((rec + drops))"
	echo "$1: drops reported: $([ "$drops" -gt 0 ] && echo yes || echo no)"
	echo "$1: records shown: $([ "$rec" -gt 0 ] && echo yes || echo no)"
	echo "$1: every record a distinct call: $(awk -v r=$R -v n=$N '
	    /^[0-9]+ [0-9]+$/ { if ($1 >= n || $2 >= r || seen[$0]++) bad++ }
	    END { print bad ? "no" : "yes" }' "$2")"
	echo "$1: status $5"
	if grep -qxF -f "$T/plain" "$2"; then
		echo "$1: program output unchanged: yes"
	else
		echo "$1: program output unchanged: no"
	fi
}

# the drops are read at the status rate: every 10 ms (many reports, each
# of what is new since the last), then once a minute (all of them at the
# end)
for rate in 10ms 1m; do
	# shellcheck disable=SC2016
	"$DTRACE" -q -b 4k -x statusrate=$rate -n '
	pid$target:a.out:step:entry { printf("%d %d\n", arg0, arg1); }
	pid$target:a.out:step:entry { @n = count(); }
	END { printa("fired %@d\n", @n); }' -c "$P $R 0 $N" 2>"$T/err" |
	    { sleep 1; cat; } >"$T/out"
	st=${PIPESTATUS[0]}
	drops=$(awk '/^dtrace: [0-9]+ drops? on CPU [0-9]+$/ { n += $2 }
	    END { print n + 0 }' "$T/err")
	check "dtrace, statusrate $rate" "$T/out" \
	    "$(sed -n 's/^fired //p' "$T/out")" "$drops" "$st"
	# anything else it said
	grep -Ev '^dtrace: [0-9]+ drops? on CPU [0-9]+$' "$T/err"
done

# shellcheck disable=SC2016
BPFTRACE_PERF_RB_PAGES=1 "$BTRACE" -e '
uprobe:'"$P"':step { printf("%d %d\n", arg0, arg1); }
uprobe:'"$P"':step { @n = count(); }' -c "$P $R 0 $N" 2>"$T/err" |
    { sleep 1; cat; } >"$T/out"
st=${PIPESTATUS[0]}
drops=$(awk '/^Lost [0-9]+ events$/ { n += $2 } END { print n + 0 }' "$T/out")
check btrace "$T/out" "$(sed -n 's/^@n: //p' "$T/out")" "$drops" "$st"
cat "$T/err"
