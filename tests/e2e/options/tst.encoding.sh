# -x encoding=ascii|utf8 chooses the characters of aggpack's histograms;
# without it, UTF-8 unless TERM names a terminal illumos knows lacks it.
for e in "" "-x encoding=ascii" "-x encoding=utf8"; do
	TERM=dumb $DTRACE $e -x aggpack -qn 'BEGIN { @ = quantize(1);
	    @ = quantize(4); @ = quantize(4); exit(0); }'
done
