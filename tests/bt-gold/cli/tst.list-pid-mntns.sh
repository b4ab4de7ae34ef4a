# -l -p PID of a process in another mount namespace: its files are read
# through /proc/PID/root (here its program is on a bind mount only it
# sees), and a USDT probe's file named by path is the process's.  PID and
# $T masked.
. "$TESTDIR/../lib.sh"
start_in_mntns -q 100000 10
target=$TARGET
mask() { sed -e "s#/proc/$target/#/proc/PID/#" -e "s#$T#T#"; }
ls "$T/b"
"$BTRACE" -l -p "$target" | mask
"$BTRACE" -l "usdt:$T/b/usdt:*" -p "$target" | mask
"$BTRACE" -l "usdt:$T/b/usdt:*" 2>&1 | mask
kill "$target"
wait "$target" 2>/dev/null
true
