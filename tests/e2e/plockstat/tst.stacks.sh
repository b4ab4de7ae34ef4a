# plockstat -s DEPTH: each line of a table with the stack (DEPTH frames
# from the lock call's caller on, or the unlock's for a hold) beside the
# histogram of its times, as Solaris prints it: dashes and column names
# over each line, then "nsec ---- Time Distribution --- count Stack" and
# a row a bucket.  The rows vary from run to run: each is checked for its
# layout (a 44-character bucket column or blanks) and only its frame is
# kept; counts that vary and times are masked, offsets too.
PLOCKSTAT=$(dirname "$DTRACE")/plockstat
filter() {
	awk -v keep="$1" '
	/^Mutex / { exact = $2 == keep }
	/^ *[0-9]+ \|[@ ]*\| +[0-9]+ / || /^ +[^ ]/ && substr($0, 1, 44) ~ /^ *$/ {
		if (match($0, /^ *[0-9]+ \|[@ ]*\| +[0-9]+ /) && RLENGTH != 44 ||
		    length($0) < 44) {
			print "BAD ROW: " $0
			next
		}
		if (length($0) > 44)
			print "FRAME " substr($0, 45)
		next
	}
	match($0, /^ *[0-9]+ +[0-9]+ /) {
		printf "%s NSEC %s\n", exact ? sprintf("%5d", $1) : "COUNT",
		    substr($0, RLENGTH + 1)
		next
	}
	{ print }' | sed -E 's/\+0x[0-9a-f]+/+OFF/g'
}
echo "== -H -s 4 (holds: every one counted)"
$PLOCKSTAT -H -n 1 -s 4 "$PROGS/mutexes" 4 2000 | filter hold
echo "== -C -s 4 (an adaptive mutex: blocks, spins)"
$PLOCKSTAT -C -n 1 -s 4 "$PROGS/mutexes" -a 2 20000 | filter none
echo "== -H -s 1 (the caller only)"
$PLOCKSTAT -H -n 1 -s 1 "$PROGS/mutexes" 4 2000 | filter hold
