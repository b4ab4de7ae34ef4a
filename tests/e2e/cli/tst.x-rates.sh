# switchrate and aggrate take DTrace's time units (and a bare number is
# hz); the output does not depend on them.
for r in 10hz 50 250ms 1s 100000000ns 500000us; do
	$DTRACE -x switchrate=$r -x aggrate=$r -qn 'BEGIN { @ = sum(3); printf("%s\n", $$1); exit(0); }' "$r"
done
