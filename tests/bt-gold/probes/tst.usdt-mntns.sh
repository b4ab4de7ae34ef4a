# -p PID of a process in another mount namespace (its program is on a
# bind mount only it sees): a USDT probe named by the path the process
# knows is attached in it, and a uprobe through /proc/PID/root; tracing
# ends when the process exits.
. "$TESTDIR/../lib.sh"
mkdir "$T/a" "$T/b"
cp "$PROGS/usdt" "$T/a/usdt"
unshare -m sh -c "mount --bind '$T/a' '$T/b' && exec '$T/b/usdt' -q 20 100" &
target=$!
until [ "$(readlink "/proc/$target/exe")" = "$T/b/usdt" ] &&
    grep -q libc "/proc/$target/maps" 2>/dev/null; do
	sleep 0.01
done
"$BTRACE" -p "$target" -e "
usdt:$T/b/usdt:myprov:work { @work++; }
uprobe:/proc/$target/root$T/b/usdt:work { @calls++; }
END { printf(\"seen: %d %d\n\", @work > 0 ? 1 : 0, @calls > 0 ? 1 : 0);
	clear(@work); clear(@calls); }"
echo "status $?"
wait "$target"
