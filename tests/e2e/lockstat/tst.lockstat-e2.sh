# lockstat -e 2 (spin lock spin) while threads writing one pipe and one
# file contend on kernel locks: Solaris lockstat's table, its title with
# the count, the time and the rate, the column names, dashes, a row per
# lock and caller, dashes.  Contention is likely, not certain: up to
# three runs.
LOCKSTAT=$(dirname "$DTRACE")/lockstat
f=$(mktemp -p . lk.XXXXXX)
for try in 1 2 3; do
	out=$($LOCKSTAT -e 2 "$PROGS/lockers" "$f" 8 20000)
	case "$out" in *"Spin lock spin: "*) break ;; esac
done
rm -f "$f"
echo "$out" | awk -f lockstat-check.awk
