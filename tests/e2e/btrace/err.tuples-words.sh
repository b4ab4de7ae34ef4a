# Compile errors about tuples that bpftrace 0.17 places differently (it
# marks the whole expression, or more): only their words are compared
# (each checked against it): a tuple in ?:, assigned an element, in
# arithmetic, comparisons and logic with an integer, under a unary
# operator.  (A tuple as a map's one key, an error in 0.17, is a key of
# bpftrace after 0.17: tst.v26-tuplekey.bt.)
for s in 'BEGIN { $t = 1 ? (1, 2) : (3, 4); }' 'BEGIN { $t = (1, 2); $t.0 = 3; }' \
    'BEGIN { $t = (1, 2); if ($t == 1) { exit(); } }' \
    'BEGIN { $t = (1, 2); @x = 1 * $t; }' 'BEGIN { $t = (1, 2); @x = $t && 1; }' \
    'BEGIN { $t = (1, 2); @x = -$t; }' 'BEGIN { $t = (1, 2); @x = ~$t; }' \
    'BEGIN { $t = (1, 2); @x = !$t; }'; do
	$BTRACE -e "$s" 2>&1 | sed -n 's/^.*ERROR: //p'
	echo "status ${PIPESTATUS[0]}"
done
exit 1
