# the fastest rate there is a probe for: 5000 hz, also written 200us.
for t in tick-5000hz tick-200us; do
	$DTRACE -qn "$t { n++; } $t /n == 50/ { printf(\"%s %d\\n\", probename, n); exit(0); }"
done
