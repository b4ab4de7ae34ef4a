# aggsortkey, aggsortrev, aggsortkeypos and aggsortpos, alone and together,
# on the end-of-run output and on a joined printa()
script='BEGIN {
	@a["x", 3] = sum(20); @a["y", 1] = sum(10); @a["z", 2] = sum(30);
	@a["w", 2] = sum(10);
	@b["x", 3] = sum(1); @b["y", 1] = sum(3); @b["z", 2] = sum(2);
	@b["w", 2] = sum(1);
	printa("%s %d %@d %@d\n", @a, @b);
	exit(0);
}'
for opts in "" "-x aggsortkey" "-x aggsortrev" "-x aggsortkey -x aggsortrev" \
    "-x aggsortkey -x aggsortkeypos=1" "-x aggsortpos=1" \
    "-x aggsortpos=1 -x aggsortrev" "-x aggsortpos=5"; do
	echo "== $opts"
	$DTRACE -q $opts -n "$script"
done
