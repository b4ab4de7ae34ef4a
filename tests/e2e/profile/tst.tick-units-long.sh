# tick-N takes the long unit names too, in either case, and a bare number
# is a rate in hz.
for t in tick-10msec tick-10000usec tick-10000000nsec tick-10MS tick-100Hz tick-100; do
	$DTRACE -qn "$t { n++; } $t /n == 3/ { printf(\"%s %d\\n\", probename, n); exit(0); }"
done
