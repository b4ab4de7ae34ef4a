# Compile errors about tuples that bpftrace 0.17 places differently (it
# marks the whole expression, or more): only their words are compared
# (each checked against it): a tuple as a map key, in ?:, assigned an
# element, in arithmetic, comparisons and logic with an integer, under a
# unary operator.
for s in 'BEGIN { @t[1] = (1, 2); @m[@t[1]] = 1; }' \
    'BEGIN { @m[(1, "a")] = count(); }' \
    'BEGIN { $t = 1 ? (1, 2) : (3, 4); }' 'BEGIN { $t = (1, 2); $t.0 = 3; }' \
    'BEGIN { $t = (1, 2); if ($t == 1) { exit(); } }' \
    'BEGIN { $t = (1, 2); @x = 1 * $t; }' 'BEGIN { $t = (1, 2); @x = $t && 1; }' \
    'BEGIN { $t = (1, 2); @x = -$t; }' 'BEGIN { $t = (1, 2); @x = ~$t; }' \
    'BEGIN { $t = (1, 2); @x = !$t; }'; do
	$BTRACE -e "$s" 2>&1 | sed -n 's/^.*ERROR: //p'
	echo "status ${PIPESTATUS[0]}"
done
exit 1
