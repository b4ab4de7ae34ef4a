# -l -p PID of a process in another mount namespace: its files are read
# through /proc/PID/root (here its program is on a bind mount only it
# sees), and a USDT probe's file named by path is the process's.  PID and
# $T masked.
. "$TESTDIR/../lib.sh"
mkdir "$T/a" "$T/b"
cp "$PROGS/usdt" "$T/a/usdt"
unshare -m sh -c "mount --bind '$T/a' '$T/b' && exec '$T/b/usdt' -q 100000 10" &
target=$!
until [ "$(readlink "/proc/$target/exe")" = "$T/b/usdt" ] &&
    grep -q libc "/proc/$target/maps" 2>/dev/null; do
	sleep 0.01
done
mask() { sed -e "s#/proc/$target/#/proc/PID/#" -e "s#$T#T#"; }
ls "$T/b"
"$BTRACE" -l -p "$target" | mask
"$BTRACE" -l "usdt:$T/b/usdt:*" -p "$target" | mask
"$BTRACE" -l "usdt:$T/b/usdt:*" 2>&1 | mask
kill "$target"
wait "$target" 2>/dev/null
true
