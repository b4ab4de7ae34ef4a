# has_key() misused: a map without keys (docs/stdlib.md at v0.26.1: "Error
# if called with a map that has no keys"), a key of another shape than
# the map's, no map, no key.  The errors are btrace's for a map's keys
# and a function's arguments (bpftrace's own words are not documented).
for s in 'BEGIN { @s = 1; print(has_key(@s, 1)); }' \
    'BEGIN { @m[1, 2] = 1; print(has_key(@m, 1)); }' \
    'BEGIN { $x = 1; print(has_key($x, 1)); }' \
    'BEGIN { @m[1] = 1; print(has_key(@m)); }'; do
	$BTRACE -e "$s" 2>&1 | sed -n 's/^.*ERROR: //p'
	echo "status ${PIPESTATUS[0]}"
done
exit 1
