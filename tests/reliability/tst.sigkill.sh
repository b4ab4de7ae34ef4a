# @@timeout: 90
#
# A tracer killed with SIGKILL while attached, its probes firing, leaves
# nothing behind (issue 21): none of its BPF programs, links or maps still
# exists, no breakpoint is left in the traced process (its text in memory
# is its file's again), no probe event is left in tracefs, the traced
# process holds none of the tracer's objects, and it runs on to the end
# with the output and exit status of an untraced run.  For dtrace (pid
# probes on every instruction of a.out and of libc's nanosleep functions,
# system calls, profile and tick) and btrace (uprobes, uretprobes, a
# tracepoint, profile and interval).
#
# How it could fail: a link the kernel keeps without the tracer's file
# descriptors (a pinned object, a perf event or tracefs event made by
# hand) is still found by id or in tracefs; a breakpoint left in the
# target makes text_diffs non-zero, and its next hit kills the target
# with SIGTRAP (status 133).  The "while attached" lines show the checks
# see what they look for: were they blind, those lines would say "no".
. "$TESTDIR/lib.sh"
if ! command -v bpftool >/dev/null 2>&1; then
	echo "bpftool is not installed: cannot look BPF objects up by id" >&2
	exit 77
fi
P=$PROGS/rounds
T=$(mktemp -d)
t='' d=''
trap 'kill -KILL $t $d 2>/dev/null; rm -rf "$T"' EXIT

# the untraced run: the output and status depend only on the rounds and
# threads, not on the pause between rounds
"$P" 1000 0 2 >"$T/plain"
echo "status $?" >>"$T/plain"

# attached_kill NAME CMD...: run the tracer CMD (its output to $T/trace,
# "ready" from BEGIN, "step ..." for each call of step()) on the target $t,
# then SIGKILL it and check what it left
attached_kill() {
	local name=$1 progs links maps objs o n left before after
	shift
	echo "== $name"
	rm -f "$T/go" "$T/trace"
	before=$(probe_events)
	start_target "$P" -w "$T/go" 1000 3 2
	"$@" >"$T/out" 2>"$T/err" &
	d=$!
	wait_for "$T/trace" '^ready' 60 || { cat "$T/err"; return; }
	progs=$(bpf_ids $d prog) links=$(bpf_ids $d link) maps=$(bpf_ids $d map)
	echo "programs, links and maps while attached: $([ -n "$progs" ] &&
	    [ -n "$links" ] && [ -n "$maps" ] && echo yes || echo no)"
	n=$(for o in $progs; do bpftool prog show id "$o"; done 2>/dev/null |
	    awk '$3 == "name" && $4 !~ /^dt_/' | wc -l)
	echo "programs not named dt_*: $n"
	n=$(text_diffs $t "$P")
	echo "breakpoints in the target while attached: $([ "$n" -gt 0 ] &&
	    echo yes || echo no)"
	touch "$T/go"
	wait_for "$T/trace" '^step' 20 &&
	    echo "probes fired before the kill: yes"
	kill -KILL $d
	reap $d
	d=
	echo "tracer status: $RC"
	left=$(text_wait_clean 10 $t "$P")
	echo "bytes of the target's text still changed: ${left:-none}"
	echo "target alive at that check: $(kill -0 $t 2>/dev/null &&
	    echo yes || echo no)"
	objs=
	for o in $progs; do objs="$objs prog:$o"; done
	for o in $links; do objs="$objs link:$o"; done
	for o in $maps; do objs="$objs map:$o"; done
	# shellcheck disable=SC2086
	left=$(bpf_wait_gone 10 $objs)
	echo "BPF objects left:${left:- none}"
	after=$(probe_events)
	left=$(comm -13 <(echo "$before") <(echo "$after"))
	echo "tracefs probe events left: ${left:-none}"
	echo "tracer objects held by the target: $(tracer_fds $t)"
	wait $t
	echo "status $?" >>"$T/prog"
	t=
	if cmp -s "$T/plain" "$T/prog"; then
		echo "target output and status unchanged: yes"
	else
		echo "target output and status unchanged: no"
		diff "$T/plain" "$T/prog"
	fi
}

# the tracers, on the target $t, exec'd so that $! is the tracer
# shellcheck disable=SC2016
dtrace_cmd() {
	exec "$DTRACE" -q -o "$T/trace" -p "$t" -n '
	BEGIN { printf("ready\n"); }
	pid$target:a.out:: { @insns = count(); }
	pid$target:libc.so.6:*nanosleep: { @libc = count(); }
	pid$target:a.out:step:entry { printf("step %d %d\n", tid, arg1); }
	syscall::getppid:entry /pid == $target/ { @sys = count(); }
	profile-997 /pid == $target/ { @prof = count(); }
	tick-10ms { @ticks = count(); }'
}
# shellcheck disable=SC2016
btrace_cmd() {
	exec "$BTRACE" -o "$T/trace" -p "$t" -e '
	BEGIN { printf("ready\n"); }
	uprobe:'"$P"':step { printf("step %d %d\n", tid, arg1); }
	uretprobe:'"$P"':step { @ret = count(); }
	uprobe:'"$P"':mix { @mix = count(); }
	uprobe:libc:nanosleep { @libc = count(); }
	tracepoint:syscalls:sys_enter_getppid /pid == $1/ { @sys = count(); }
	profile:hz:997 /pid == $1/ { @prof = count(); }
	interval:ms:10 { @ticks = count(); }' "$t"
}

attached_kill dtrace dtrace_cmd
attached_kill btrace btrace_cmd
