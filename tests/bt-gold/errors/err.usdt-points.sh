# usdt: and uprobe: probes written wrong, also when a positional parameter not given
# leaves a part empty: no probe name, no file (without -p), too many
# parts.
. "$TESTDIR/../lib.sh"
for p in "usdt:$PROGS/usdt:\$1" "usdt:$PROGS/usdt:" "usdt:$PROGS/usdt:myprov:\$1" \
    'usdt:$1:work' 'usdt::work' 'usdt:$1:myprov:work' 'usdt:a:b:c:d' 'uprobe:a:b:c' 'uprobe:a:b:c:d' \
    'uretprobe:a:b:c'; do
	"$BTRACE" -e "$p { exit(); }" 2>&1 | sed "s#$PROGS#PROGS#g"
done
"$BTRACE" -e 'usdt { exit(); }'
