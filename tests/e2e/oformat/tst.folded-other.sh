# -x oformat=folded with other aggregations: their keys are folded as the
# frames of a stack are (';' in a key becomes ':', a blank '_'), an
# aggregation without keys is its name; negative values and aggregations
# without one value a row (quantize) are left out, the latter with a note
# on stderr; what printf() prints goes to stderr.
$DTRACE -x oformat=folded -qn 'BEGIN { printf("tracing\n");
	@c["a b;c", 2] = sum(5); @q = quantize(1); @n = sum(-1);
	@one = count(); exit(0); }'
