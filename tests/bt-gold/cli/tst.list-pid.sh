# -l with -p PID: the uprobes of the process's executable and the USDT
# probes of every object it maps (here a library it dlopen()ed), named by
# their paths under /proc/PID/root; TYPE:FUNC and usdt:NAME patterns, a
# USDT file by path or by '*' pattern (matched against that name), and a
# uprobe library by name found among the process's.  PID and $PROGS
# masked.
. "$TESTDIR/../lib.sh"
"$PROGS/dlopener" -w "$T/stop" "$PROGS/libdlt.so" dlt_work 1 1 >/dev/null &
target=$!
wait_for "/proc/$target/maps" libdlt
mask() { sed -e "s#/proc/$target/#/proc/PID/#" -e "s#$PROGS#PROGS#"; }
"$BTRACE" -l -p "$target" | mask
echo "--"
"$BTRACE" -l 'usdt:*' -p "$target" | mask
"$BTRACE" -l 'usdt:*:dlt:*' -p "$target" | mask
"$BTRACE" -l 'usdt:wo*' -p "$target" | mask
"$BTRACE" -l "usdt:$PROGS/libdlt.so:*" -p "$target" | mask
"$BTRACE" -l 'usdt:*/libdlt.so:*' -p "$target" | mask
"$BTRACE" -l "usdt:$PROGS/lib*:*" -p "$target" | mask
echo "--"
"$BTRACE" -l 'uprobe:ma*' -p "$target" | mask
"$BTRACE" -l 'uretprobe:ma*' -p "$target" | mask
"$BTRACE" -l 'u*:*' -p "$target" | mask | grep -c '^uprobe:/proc/PID/root'
"$BTRACE" -l 'uprobe:libdlt:dlt*' -p "$target" | mask
"$BTRACE" -l "uprobe:$PROGS/libdlt.so:dlt*" -p "$target" | mask
echo "--"
"$BTRACE" -l 'tracepoint:sched:sched_switch' -p "$target"
"$BTRACE" -l 'usdt:myprov:*' -p "$target" 2>&1
echo "status $?"
"$BTRACE" -l 'usdt:' -p "$target" 2>&1
echo "status $?"
touch "$T/stop"
wait "$target"
