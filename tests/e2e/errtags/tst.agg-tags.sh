# Compile errors DTrace finds in aggregations and calls, with its tags:
# an action assigned to an aggregation, an aggregation indexed twice, an
# indexed aggregation with no value, keys of type void or dynamic (an
# aggregation, a translated pointer), a call of something that is not a
# name, lquantize() with no level between its bounds, printa() with a
# format and no aggregation.
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
n=0
run() {
	n=$((n + 1))
	printf '%s\n' "$1" >"$dir/p$n.d"
	$DTRACE -x errtags -s "$dir/p$n.d" 2>&1 | sed "s|$dir/||"
	echo "exit ${PIPESTATUS[0]}"
}
run 'BEGIN { @c["x"] = breakpoint(); }'
run 'BEGIN { @c[0][2] = count(); }'
run 'BEGIN { x = @c[0][1]; }'
run 'BEGIN { @a[1]; }'
run 'BEGIN { @a; }'
run 'BEGIN { @a[1, (void)0] = count(); }'
run 'BEGIN { x[(void)1] = 1; }'
run 'BEGIN { @a[0] = count(); @b[@a] = count(); }'
run 'BEGIN { @a[curpsinfo] = count(); }'
run 'BEGIN { a[curpsinfo] = 1; }'
run 'BEGIN { @c = tick-1(); }'
run 'BEGIN { x = "f"(1); }'
run 'BEGIN { @ = lquantize(1, 2, 3, 4); }'
run 'BEGIN { printa("%d"); }'
