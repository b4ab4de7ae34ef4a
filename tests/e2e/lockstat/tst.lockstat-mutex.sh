# lockstat (contention events, -C by default) on the pipe's mutex that
# threads writing one pipe contend on, at most 2 lines a table (-D 2):
# the adaptive mutex spins are there, and every table is laid out as
# Solaris' are.  Up to three runs.
LOCKSTAT=$(dirname "$DTRACE")/lockstat
f=$(mktemp -p . lk.XXXXXX)
for try in 1 2 3; do
	out=$($LOCKSTAT -D 2 "$PROGS/lockers" "$f" 8 20000)
	case "$out" in *"Adaptive mutex spin: "*) break ;; esac
done
rm -f "$f"
echo "$out" | awk -f lockstat-check.awk | awk '
	/^Adaptive mutex spin: / { print; getline; print; getline; print
	    getline; print; getline; sub(/ \(.*/, ""); print; getline; print
	    next }
	/: N events/ { n++ }
	/^BAD/ { print }
	END { print (n > 0 ? "other tables checked" : "no other table") }'
