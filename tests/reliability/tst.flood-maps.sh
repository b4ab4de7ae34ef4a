# @@timeout: 60
#
# Full maps drop new elements and count every one, exactly (issue 21).
# The traced process (tests/progs/rounds.c) calls step(t, i) once for each
# round i < 3000 of each thread t < 2: 6000 calls, each with its own
# arguments (t, i).  Then:
#   - an aggregation keyed by (t, i) in a 4 KiB aggregation buffer holds
#     some keys and drops the others: keys shown + aggregation drops
#     ("dtrace: N aggregation drops on CPU C", DTrace's words, summed) =
#     6000, every key shown is a call that happened, once, with count 1;
#   - an associative array indexed by (t, i) in a 2 KiB dynamic variable
#     space stores some elements and drops the others: elements found
#     stored (counted by a later clause of the same call, which reads the
#     element back) + dynamic variable drops ("dtrace: N dynamic variable
#     drops") = 6000;
#   - a count of all calls in another aggregation is 6000; there are
#     drops and stored elements (the maps do fill); dtrace exits 0.
#
# How it could fail: a failed map update not counted as a drop, or
# counted twice, or an update that replaced another key, makes a sum
# differ or a key's count not 1.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
P=$PROGS/rounds
R=3000 N=2

# shellcheck disable=SC2016
"$DTRACE" -q -x aggsize=4k -n '
pid$target:a.out:step:entry { @k[arg0, arg1] = count(); }
pid$target:a.out:step:entry { @all = count(); }
END { printa("key %d %d %@d\n", @k); printa("calls %@d\n", @all); }' \
    -c "$P $R 0 $N" >"$T/out" 2>"$T/err"
echo "aggregation: status $?"
keys=$(grep -c '^key ' "$T/out")
drops=$(awk '/^dtrace: [0-9]+ aggregation drops? on CPU [0-9]+$/ { n += $2 }
    END { print n + 0 }' "$T/err")
echo "aggregation: $(grep '^calls ' "$T/out")"
echo "aggregation: keys + drops = $((keys + drops))"
echo "aggregation: drops reported: $([ "$drops" -gt 0 ] && echo yes || echo no)"
echo "aggregation: keys shown: $([ "$keys" -gt 0 ] && echo yes || echo no)"
echo "aggregation: every key a distinct call, counted once: $(awk -v r=$R \
    -v n=$N '/^key / { if ($2 >= n || $3 >= r || $4 != 1 || seen[$2 " " $3]++)
    bad++ } END { print bad ? "no" : "yes" }' "$T/out")"
grep -Ev '^dtrace: [0-9]+ aggregation drops? on CPU [0-9]+$' "$T/err"

# shellcheck disable=SC2016
"$DTRACE" -q -x dynvarsize=2k -n '
pid$target:a.out:step:entry { a[arg0, arg1] = 1; }
pid$target:a.out:step:entry /a[arg0, arg1] == 1/ { @stored = count(); }
pid$target:a.out:step:entry { @all = count(); }
END { printa("stored %@d\n", @stored); printa("calls %@d\n", @all); }' \
    -c "$P $R 0 $N" >"$T/out" 2>"$T/err"
echo "dynamic variables: status $?"
stored=$(sed -n 's/^stored //p' "$T/out")
drops=$(awk '/^dtrace: [0-9]+ dynamic variable drops?$/ { n += $2 }
    END { print n + 0 }' "$T/err")
echo "dynamic variables: $(grep '^calls ' "$T/out")"
echo "dynamic variables: stored + drops = $((stored + drops))"
echo "dynamic variables: drops reported: $([ "$drops" -gt 0 ] && echo yes ||
    echo no)"
echo "dynamic variables: stored: $([ "${stored:-0}" -gt 0 ] && echo yes ||
    echo no)"
grep -Ev '^dtrace: [0-9]+ dynamic variable drops?$' "$T/err"
exit 0
