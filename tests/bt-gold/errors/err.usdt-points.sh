# usdt: and uprobe: probes written wrong, also when a positional
# parameter not given leaves a part empty: no probe name, no file
# (without -p), too many parts.  (The program's file given as $1, so
# that the errors' columns do not depend on where the build is.)
. "$TESTDIR/../lib.sh"
for p in 'usdt:$1:$2' 'usdt:$1:' 'usdt:$1:myprov:$2'; do
	"$BTRACE" -e "$p { exit(); }" "$PROGS/usdt"
done
for p in 'usdt:$1:work' 'usdt::work' 'usdt:$1:myprov:work' 'usdt:a:b:c:d' \
    'uprobe:a:b:c' 'uprobe:a:b:c:d' 'uretprobe:a:b:c'; do
	"$BTRACE" -e "$p { exit(); }"
done
"$BTRACE" -e 'usdt { exit(); }'
