# The func and probe builtins in uprobes: func is the traced function (in
# a uretprobe, the function returned to), probe the full probe name with
# the binary's path; wildcards in the function name.  The path is masked.
. "$TESTDIR/../lib.sh"
"$BTRACE" -e '
uprobe:$1:add*,uprobe:$1:*_sum { printf("%s %s\n", func, probe); }
uretprobe:$1:greet { printf("%s %s\n", func, probe); }
' "$PROGS/ufuncs" -c "$PROGS/ufuncs 2 50" 2>&1 | sed "s#$PROGS#PROGS#g"
