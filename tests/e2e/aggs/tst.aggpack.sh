# -x aggpack: each key's quantize() or lquantize() on one line, one
# character per bucket (Unicode blocks, or "_xX" and "v" for negative
# counts when TERM is dumb), between the range of buckets any key used.
TERM=xterm $DTRACE -x aggpack -qs agg-shapes.d
TERM=dumb $DTRACE -x aggpack -qn 'BEGIN { @["neg"] = quantize(8, -2); @["pos"] = quantize(1000, 7);
	@["pos"] = quantize(2); exit(0); }'
