# tick-N with the units DTrace accepts; the third tick ends the run.
for t in tick-10ms tick-100hz tick-10000us tick-10000000ns; do
	$DTRACE -qn "$t { n++; } $t /n == 3/ { printf(\"%s %d\\n\", probename, n); exit(0); }"
done
