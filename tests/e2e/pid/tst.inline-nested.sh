# pid provider: inlined copies at -O2, nested (inner() inlined in outer()
# and in pick()), spread over several address ranges, with instructions
# of the loop scheduled in between, one left by either of two returns.
# Each copy's return probe fires once per entry, where control leaves the
# copy, so the counts pair up (10 rounds: outer() and pick() 10 times
# each, inner() 10 times in outer() and 5 in pick()) and -F nests as the
# source does.  (The program's own line, a number, is left out.)
$DTRACE -qn 'pid$target:a.out:outer:entry, pid$target:a.out:outer:return,
pid$target:a.out:inner:entry, pid$target:a.out:inner:return,
pid$target:a.out:pick:entry, pid$target:a.out:pick:return
{ @[probefunc, probename] = count(); }
END { printa("%s %s %@d\n", @); }' -c "$PROGS/nestinl 10" | grep -v '^[0-9]*$' | sort
# two rounds: outer(0), pick(0) (even: f2(), then inner()), outer(1),
# pick(1) (odd: f1() only)
$DTRACE -F -n 'pid$target:a.out:outer:entry, pid$target:a.out:outer:return,
pid$target:a.out:inner:entry, pid$target:a.out:inner:return,
pid$target:a.out:pick:entry, pid$target:a.out:pick:return,
pid$target:a.out:f1:entry, pid$target:a.out:f1:return,
pid$target:a.out:f2:entry, pid$target:a.out:f2:return {}' \
    -c "$PROGS/nestinl 2" 2>/dev/null | grep -v '^[0-9]*$' |
    sed 's/^ *[0-9]* //; s/ *$//'
