# @@timeout: 90
#
# dtrace killed with SIGKILL (its process, or its process group) at
# moments spread over its start (compiling, loading, attaching its pid
# probes one site after another, BEGIN, then tracing) leaves no
# breakpoint in the target (its text in memory is its file's again), none
# of the BPF objects it held when last looked at before the kill, and no
# tracefs probe event; the target, traced again and again, then runs to
# the end with the output and exit status of an untraced run.  Attaching
# the probes of every instruction of a.out and of libc (over 100,000)
# takes about a second, so most kills land in the middle of it;
# which phase each kill hits does not change what must hold, so the
# expected output does not depend on it.  That some kills landed while a
# uprobe link was being made (its maker, dtrace's dt_link child, outlived
# the kill) is the precondition, printed too.
#
# How it could fail: a SIGKILL that reaches the process inside
# bpf(BPF_LINK_CREATE) for a uprobe_multi link makes the kernel's writes of
# the breakpoints fail (a fatal signal pending), and its clean-up of those
# already written fails the same way ("uprobe: dtrace:PID failed to
# unregister, leaking uprobe" in the kernel's log): they stay, registered
# with no consumer, in the target's text for the rest of its life (each
# hit a trap and a single step; text_diffs not 0, unless a later attach
# at the same places took them over: the kernel's log says it either
# way).  dtrace makes each link in a short-lived child the kill does not
# reach (dt_link_create() in src/prov/dt_provider.c), whose exit closes
# the link if dtrace is gone; made in dtrace itself, the kills at 0.5 to
# 1 s showed it on many runs.  A breakpoint written but not owned by a
# link the kernel removes would stay too (and its next hit could kill the
# target with SIGTRAP, status 133); the waiting target calls nanosleep
# every 10 ms, so probes are hit while being attached.  To run it by hand:
#   TESTDIR=$PWD/tests/reliability DTRACE=$PWD/build/dtrace \
#   PROGS=$PWD/build/progs bash tests/reliability/tst.sigkill-attaching.sh
. "$TESTDIR/lib.sh"
if ! command -v bpftool >/dev/null 2>&1; then
	echo "bpftool is not installed: cannot look BPF objects up by id" >&2
	exit 77
fi
if ! dmesg >/dev/null 2>&1; then
	echo "cannot read the kernel's log (dmesg)" >&2
	exit 77
fi
P=$PROGS/rounds
T=$(mktemp -d)
t='' d='' during=0 how='' pids=''
trap 'kill -KILL $t $d 2>/dev/null; rm -rf "$T"' EXIT

"$P" 200 0 2 >"$T/plain"
echo "status $?" >>"$T/plain"
before=$(probe_events)
logged=$(dmesg | wc -l)
start_target "$P" -w "$T/go" 200 1 2

# every other kill is of dtrace's process group (setsid gives it one of
# its own), which a link's maker must be out of too
# shellcheck disable=SC2016
# (the last kill waits for the maker of a link to be there, so that at
# least one lands while a link is being made, however long the start)
for delay in 0 0.05 0.1 0.2 0.3 0.5 0.7 1 1.5 2.5 link; do
	if [ "$how" = process ]; then how=group sid=setsid; else
		how=process sid=; fi
	$sid "$DTRACE" -q -p $t -n '
	BEGIN { printf("ready\n"); }
	pid$target:a.out:: { @insns = count(); }
	pid$target:libc.so.6:: { @libc = count(); }' \
	    >"$T/out" 2>"$T/err" &
	d=$!
	if [ $delay = link ]; then
		for i in $(seq 3000); do
			for k in $(cat /proc/$d/task/*/children 2>/dev/null); do
				[ "$(cat /proc/"$k"/comm 2>/dev/null)" = \
				    dt_link ] && break 2
			done
			sleep 0.01
		done
	else
		sleep $delay
	fi
	objs=
	for k in prog link map; do
		for o in $(bpf_ids $d $k); do objs="$objs $k:$o"; done
	done
	# the tracer's children now: a uprobe link being made (dt_link)
	kids=$(cat /proc/$d/task/*/children 2>/dev/null)
	pids="$pids $d $kids"
	if [ $how = group ]; then kill -KILL -- -$d; else kill -KILL $d; fi
	reap $d
	d=
	for k in $kids; do
		[ "$(cat /proc/"$k"/comm 2>/dev/null)" = dt_link ] &&
		    during=$((during + 1))
	done
	left=$(text_wait_clean 10 $t "$P")
	# shellcheck disable=SC2086
	gone=$(bpf_wait_gone 10 $objs)
	when="after ${delay}s"
	[ $delay = link ] && when="while a link was made"
	echo "killed $when ($how): status $RC, text changed: ${left:-no}," \
	    "BPF objects left:${gone:- none}"
done
echo "kills while a uprobe link was being made: $([ $during -gt 0 ] &&
    echo some || echo none)"
# the kernel's word for the defect, from the tracers and their children
# shellcheck disable=SC2086
leaks=$(dmesg | tail -n +$((logged + 1)) | grep -Ec \
    ":($(echo $pids | tr ' ' '|')) failed to unregister")
echo "uprobes the kernel could not unregister: $leaks"
left=$(comm -13 <(echo "$before") <(probe_events))
echo "tracefs probe events left: ${left:-none}"
echo "tracer objects held by the target: $(tracer_fds $t)"
touch "$T/go"
wait $t
echo "status $?" >>"$T/prog"
t=
if cmp -s "$T/plain" "$T/prog"; then
	echo "target output and status unchanged: yes"
else
	echo "target output and status unchanged: no"
	diff "$T/plain" "$T/prog"
fi
