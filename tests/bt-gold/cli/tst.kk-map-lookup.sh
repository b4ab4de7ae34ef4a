# -kk reports map lookups that find nothing as bpftrace 0.17 does ("Failed
# to map_lookup_elem: 0"): a read of a key not in a map (in a predicate,
# an expression, ++/--/+=), a new key of an aggregation, a new bucket of a
# histogram, twice for avg() and stats(); never for count() without keys
# (there from the start), nor at -k; -f json's helper_error records.
# bpftrace keeps hist()'s negative values under one key, and its values
# of 2^31 and more under another: each group is one bucket.
. "$TESTDIR/../lib.sh"
prog='BEGIN {
	$a = @x[2]; @x[1] = 1; $b = @x[1]; @g[1] = 1;
	@y = sum(1); @y = sum(2); @z = count(); @w[1] = count(); @w[1] = count();
	@v = avg(1); @s[1, 2] = stats(3); @m = max(-1); @n = min(2);
	@h = hist(1); @h = hist(1); @h = hist(2); @h = hist(3);
	@l = lhist(1, 0, 10, 1); @l = lhist(5, 0, 10, 1);
	@c[2]++; --@d; @e["x"] = 1; @e["x"] += 1; @e["y"] += 3;
	if (@g[3] == 0) { printf("none\n"); }
	clear(@c); @c[2]++;
	exit();
}'
echo "-kk:"
"$BTRACE" -kk -e "$prog"
echo "-k:"
"$BTRACE" -k -e "$prog"
echo "json:"
"$BTRACE" -f json -kk -e 'BEGIN { @a[1] = 1; @b = @a[2] + @a[1]; @c = avg(1); exit(); }'
echo "hist:"
"$BTRACE" -kk -e 'BEGIN { @h = hist(-1); @h = hist(-100); @h = hist(0);
	@h = hist(2147483648); @h = hist(4294967296); @h = hist(1073741824);
	exit(); }'
