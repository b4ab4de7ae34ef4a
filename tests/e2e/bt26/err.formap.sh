# @@exit: 0
# for ($kv : @map)'s errors, in bpftrace's words (its semantic analyser,
# 0.22 to 0.26): a return in the loop's body, a map without keys, a map
# of hist() values, a map no statement gives a value, a loop variable
# the probe already has; expected output written by hand.
for p in 'BEGIN { @m[1] = 1; for ($kv : @m) { if ($kv.1) { return; } } }' \
    'BEGIN { @m = 1; for ($kv : @m) { print($kv); } }' \
    'BEGIN { @h[1] = hist(3); for ($kv : @h) { print($kv); } }' \
    'BEGIN { for ($kv : @nope) { print($kv); } }' \
    'BEGIN { @m[1] = 1; $kv = 5; for ($kv : @m) { print($kv); } }'; do
	"$BTRACE" -e "$p"
	echo "status $?"
done
