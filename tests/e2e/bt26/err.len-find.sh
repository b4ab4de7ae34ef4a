# @@exit: 0
# len() and find()'s errors: len() of something neither a map nor a
# stack, in bpftrace's words (its semantic analyser: "len() expects a map
# or stack to be provided"); a map no statement gives a value; a map
# without keys (docs/stdlib.md "find": "Error if called with a map that
# has no keys (aka scalar map)"; bpftrace's own words for it garble the
# two kinds of map, btrace says which is which); find() of something not
# a map, or into something not a $ variable, and a variable whose type
# is not the map's value's; expected output written by hand, the
# errors placed as btrace places all of them (bpftrace 0.17's way: the
# mark starts after the last blank before the place).
for p in 'BEGIN { print(len(1)); }' \
    'BEGIN { $x = 5; print(len($x)); }' \
    'BEGIN { print(len(@nope)); }' \
    'BEGIN { @x = 1; print(len(@x)); }' \
    'BEGIN { @c = count(); print(len(@c)); }' \
    'BEGIN { @x = 1; $v = 0; print(find(@x, 1, $v)); }' \
    'BEGIN { $v = 0; print(find(1, 1, $v)); }' \
    'BEGIN { @m[1] = 1; print(find(@m, 1, 5)); }' \
    'BEGIN { @m[1] = 1; print(find(@m, 1, @n)); }' \
    'BEGIN { @m[1] = 1; $v = "str"; print(find(@m, 1, $v)); }'; do
	"$BTRACE" -e "$p"
	echo "status $?"
done
