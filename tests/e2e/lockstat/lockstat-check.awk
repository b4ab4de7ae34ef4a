# Checks lockstat's tables line by line and prints them with what varies
# from run to run replaced: the counts, times and rates of a title line,
# every row (checked for Solaris' columns: count, indv%, cuml%, rcnt,
# nsec, lock in 22 and caller in 24 columns) as ROWS, once per table with
# the cumulative share of its last row; a histogram's bucket lines (a
# power of two in 10 columns, a bar of 30, the count) and the frames
# after them as HISTOGRAM.
function flush() {
	if (rows > 0)
		printf "ROWS (the last at %s)\n", last
	if (hist > 0)
		print "HISTOGRAM"
	rows = hist = 0
}
# a stack's frame past the histogram's last bucket: under the Stack column
substr($0, 1, 53) ~ /^ *$/ && substr($0, 54, 1) ~ /[^ ]/ && hist > 0 {
	next
}
/^ *[0-9]+ \|/ {
	if (substr($0, 1, 10) !~ /^ *[0-9]+$/ || substr($0, 11, 2) != " |" ||
	    substr($0, 13, 30) !~ /^@* *$/ || substr($0, 43) !~ /^ [0-9]+ /) {
		print "BAD BUCKET: " $0
		next
	}
	if (rows > 0)
		flush()
	hist++
	next
}
/^[A-Z][A-Za-z/ ]+: [0-9]+ events in [0-9]+\.[0-9][0-9][0-9] seconds \([0-9]+ events\/sec\)$/ {
	flush()
	sub(/: .*/, ": N events in T seconds (R events/sec)")
	print
	next
}
/^ *[0-9]+ [ 0-9][ 0-9][0-9]% [ 0-9][ 0-9][0-9]% 1\.00 [ 0-9][ 0-9][ 0-9][ 0-9][ 0-9][ 0-9][ 0-9][0-9] / {
	if (length($0) < 54 || substr($0, 53, 1) != " " && index(substr($0, 31, 22), " ") != 0) {
		print "BAD ROW: " $0
		next
	}
	rows++
	last = substr($0, 12, 4)
	next
}
/^-+$/ {
	flush()
	if (length($0) != 79)
		print "BAD DASHES: " $0
	else
		print "DASHES"
	next
}
{ flush(); print }
END { flush() }
