# -p PID of a process in another mount namespace (its program is on a
# bind mount only it sees): a USDT probe named by the path the process
# knows is attached in it, and a uprobe through /proc/PID/root; tracing
# ends when the process exits.
. "$TESTDIR/../lib.sh"
start_in_mntns -q 20 100
target=$TARGET
"$BTRACE" -p "$target" -e "
usdt:$T/b/usdt:myprov:work { @work++; }
uprobe:/proc/$target/root$T/b/usdt:work { @calls++; }
END { printf(\"seen: %d %d\n\", @work > 0 ? 1 : 0, @calls > 0 ? 1 : 0);
	clear(@work); clear(@calls); }"
echo "status $?"
wait "$target"
