# @@timeout: 60
#
# Several tracers at once on the same events each count them exactly
# (issue 21): four dtrace and three btrace sessions, started together,
# trace the same process (two threads of 2000 rounds each, 1 ms apart:
# 4000 calls of step() and 4000 of getppid(2), as tests/progs/rounds.c
# specifies) with uprobes on the same places (step's entry, its return,
# its first instruction, through pid probes, uprobes with -p and uprobes
# on the binary for every process) and the same system call tracepoint,
# one of them sending a record for every call.  Two sessions leave at
# round 500, while the others trace.  Each of those that stay must see
# every event once: the counts are those of the program's specification,
# the records name every round of both threads exactly once each; every
# session exits 0; the traced process's output and status are those of
# an untraced run.
#
# How it could fail: sessions sharing a uprobe or a tracepoint that
# disturb each other (one's detach removing another's breakpoint, one's
# program running for the other's probe, a shared map or ring buffer)
# change a count, or a record, of those that stay.
. "$TESTDIR/lib.sh"
P=$PROGS/rounds
R=2000 N=2
T=$(mktemp -d)
t=
pids=
trap 'kill -KILL $t $pids 2>/dev/null; rm -rf "$T"' EXIT

"$P" $R 0 $N >"$T/plain"
echo "status $?" >>"$T/plain"
start_target "$P" -w "$T/go" $R 1 $N

# shellcheck disable=SC2016
"$DTRACE" -q -o "$T/d1" -p $t -n '
BEGIN { printf("ready\n"); }
pid$target:a.out:step:entry { @e = count(); }
pid$target:a.out:step:return { @r = count(); }
syscall::getppid:entry /pid == $target/ { @s = count(); }
END { printa("entries %@d\n", @e); printa("returns %@d\n", @r);
	printa("getppid %@d\n", @s); }' 2>"$T/d1.err" &
pids="$pids $!"
# shellcheck disable=SC2016
"$DTRACE" -q -o "$T/d2" -p $t -n '
BEGIN { printf("ready\n"); }
pid$target:a.out:step: /probename == "entry"/ { @e = count(); }
pid$target:a.out:step: /probename == "return"/ { @r = count(); }
pid$target:a.out:step: /probename == "0"/ { @z = count(); }
syscall::getppid:entry /pid == $target/ { @s = count(); }
END { printa("entries %@d\n", @e); printa("returns %@d\n", @r);
	printa("first instruction %@d\n", @z);
	printa("getppid %@d\n", @s); }' 2>"$T/d2.err" &
pids="$pids $!"
# shellcheck disable=SC2016
"$DTRACE" -q -o "$T/d3" -p $t -n '
BEGIN { printf("ready\n"); }
pid$target:a.out:step:entry { printf("step %d %d\n", arg0, arg1); }
syscall::getppid:entry /pid == $target/ { @s = count(); }
END { printa("getppid %@d\n", @s); }' 2>"$T/d3.err" &
pids="$pids $!"
# shellcheck disable=SC2016
"$BTRACE" -o "$T/b1" -p $t -e '
BEGIN { printf("ready\n"); }
uprobe:'"$P"':step { @e = count(); }
uretprobe:'"$P"':step { @r = count(); }
tracepoint:syscalls:sys_enter_getppid /pid == $1/ { @s = count(); }' $t \
    >/dev/null 2>"$T/b1.err" &
pids="$pids $!"
# shellcheck disable=SC2016
"$BTRACE" -o "$T/b2" -e '
BEGIN { printf("ready\n"); }
uprobe:'"$P"':step { @e = count(); }
uretprobe:'"$P"':step { @r = count(); }
tracepoint:syscalls:sys_enter_getppid /pid == $1/ { @s = count(); }' $t \
    >/dev/null 2>"$T/b2.err" &
b2=$!
pids="$pids $b2"
# two that leave in the middle (round 500 of 2000, 1 ms apart): their
# detaching must not take the others' probes with them
# shellcheck disable=SC2016
"$DTRACE" -q -o "$T/d4" -p $t -n '
BEGIN { printf("ready\n"); }
pid$target:a.out:step:entry, pid$target:a.out:step:return,
syscall::getppid:entry /pid == $target/ { @ = count(); }
pid$target:a.out:step:entry /arg1 == 500/ { exit(0); }' 2>"$T/d4.err" &
pids="$pids $!"
# shellcheck disable=SC2016
"$BTRACE" -o "$T/b3" -p $t -e '
BEGIN { printf("ready\n"); }
uprobe:'"$P"':step { @e = count(); if (arg1 == 500) { exit(); } }
uretprobe:'"$P"':step { @r = count(); }
tracepoint:syscalls:sys_enter_getppid /pid == $1/ { @s = count(); }' $t \
    >/dev/null 2>"$T/b3.err" &
pids="$pids $!"

ready=0
for f in d1 d2 d3 d4 b1 b2 b3; do
	wait_for "$T/$f" '^ready' 30 && ready=$((ready + 1))
done
echo "sessions ready: $ready"
touch "$T/go"
wait $t
echo "status $?" >>"$T/prog"
t=
# the sessions on the process with -p end with it; the other is stopped
# (bt prints two empty lines on stdout at exit even with -o, as bpftrace
# does: not looked at)
kill -INT $b2
statuses=
for p in $pids; do
	wait "$p"
	statuses="$statuses $?"
done
pids=
echo "session statuses:$statuses"

# bt prints its maps at exit as "@e: 4000"
bt() {
	sed -n 's/^@e: /entries /p; s/^@r: /returns /p; s/^@s: /getppid /p' \
	    "$1" | tr '\n' ' '
}
echo "dtrace 1: $(grep -v ready "$T/d1" | grep . | tr '\n' ' ')"
echo "dtrace 2: $(grep -v ready "$T/d2" | grep . | tr '\n' ' ')"
echo "dtrace 3: step records $(grep -c '^step' "$T/d3"), every round of" \
    "every thread once: $(awk -v r=$R -v n=$N '/^step/ { c[$2 " " $3]++ }
    END { for (t = 0; t < n; t++) for (i = 0; i < r; i++)
	if (c[t " " i] != 1) bad++; print bad ? "no" : "yes" }' "$T/d3"),"\
    "$(grep '^getppid' "$T/d3")"
echo "btrace with -p: $(bt "$T/b1")"
echo "btrace on the binary: $(bt "$T/b2")"
# anything else a session said
cat "$T"/*.err
if cmp -s "$T/plain" "$T/prog"; then
	echo "target output and status unchanged: yes"
else
	echo "target output and status unchanged: no"
	diff "$T/plain" "$T/prog"
fi
