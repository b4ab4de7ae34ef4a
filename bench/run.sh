#!/bin/bash
# SPDX-License-Identifier: Apache-2.0
# bench/run.sh -- benchmarks of dtrace and btrace side by side with bpftrace
# and with a hand-written libbpf program (the floor), in one run on this
# machine.
#
# Usage: bash bench/run.sh [-q]      (-q: fewer repetitions, for a smoke run)
#
# Needs root, a built build/dtrace (make), bpftrace and clang (scripts/deps.sh
# installs both).  Writes the raw numbers to bench/results/<date>.txt and the
# table of ratios to bench/RESULTS.md.
#
# What is measured (each a median over several runs):
#   startup   BEGIN { exit(0) }: wall time from exec to exit, peak RSS
#   attach    exec of the tracer to the first event of its probe
#   exitlat   exit() in a probe to the tracer's process having exited
#   overhead  per-call cost added to getppid(2) by counting it per process
#             name in an aggregation, against untraced calls
#   printf    one output line per close(2) of a program calling close as
#             fast as it can for 2 s: lines delivered, and records lost
#   aggprint  an aggregation of 100,000 keys (one per lseek(2) offset)
#             printed when the traced program ends: time from the end of
#             its loop to the tracer having printed every line and exited
#   wholelib  every instruction of libc.so.6: listing, enabling and
#             detaching (bench/wholelib.sh)
#   vmattach  fbt::vfs_*:entry against bpftrace's kprobe:vfs_*: exec to
#             BEGIN and to exit, in the guest of tests/vm/ (Debian 12's
#             own kernel in QEMU: bench/vmattach.sh)
set -u
cd "$(dirname "$0")" || exit 1
BENCH=$(pwd)
ROOT=$(cd .. && pwd)
DTRACE=$ROOT/build/dtrace
BTRACE=$ROOT/build/btrace
B=$BENCH/build
QUICK=0
[ "${1:-}" = -q ] && QUICK=1

RUNS=9 EVENTS=2000000 PRINT_MS=2000
[ $QUICK = 1 ] && RUNS=3 EVENTS=300000 PRINT_MS=500

die() { echo "bench: $*" >&2; exit 1; }
[ "$(id -u)" = 0 ] || die "must run as root"
[ -x "$DTRACE" ] || die "build dtrace first (make)"
command -v bpftrace >/dev/null || die "bpftrace is not installed (scripts/deps.sh)"
TASKSET=$(command -v taskset) || die "taskset is missing"
make -s -C "$BENCH" >/dev/null || die "cannot build the harnesses"

mkdir -p results
STAMP=$(date -u +%Y-%m-%dT%H%M%SZ)
RAW=$BENCH/results/$STAMP.txt
: >"$RAW"
ERRLOG=$BENCH/results/$STAMP.stderr
: >"$ERRLOG"

log() { echo "$*" | tee -a "$RAW"; }

# field KEY LINE: the value of KEY=VALUE in LINE
field() { sed -n "s/.*\\b$1=\\([^ ]*\\).*/\\1/p" <<<"$2"; }

# median of the numbers on stdin
median() {
	sort -g | awk '{ v[NR] = $1 } END { if (NR == 0) { print "nan"; exit }
	    if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b == 0) print "-"; else printf "%.2f", a / b }'; }

log "# bench run $STAMP on $(uname -r), $(nproc) CPUs"
log "# dtrace: $($DTRACE -V 2>&1) ($ROOT/build/dtrace, git $(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null))"
log "# bpftrace: $(bpftrace --version 2>&1)"
log "# runs=$RUNS events=$EVENTS print_ms=$PRINT_MS"

# ---- start-up: BEGIN { exit(0) } -------------------------------------------
startup() {
	local name=$1 line
	shift
	line=$("$B/runstat" "$RUNS" "$@")
	log "startup $name $line"
	ST_WALL[$name]=$(field wall_ms "$line")
	ST_RSS[$name]=$(field rss_kb "$line")
}
declare -A ST_WALL ST_RSS
startup dtrace "$DTRACE" -qn 'BEGIN { exit(0); }'
startup bpftrace bpftrace -e 'BEGIN { exit(); }'
startup btrace "$BTRACE" -e 'BEGIN { exit(); }'
startup floor "$B/floor" load
# listing every probe of every provider
startup dtrace_list "$DTRACE" -l
startup bpftrace_list bpftrace -l

# ---- attach and exit latency ------------------------------------------------
# Tracer on CPU 0, the getppid loop on CPU 1 (or 0 on a 1-CPU machine).
LCPU=$(( $(nproc) > 1 ? 1 : 0 ))
declare -A AT_ATT AT_EXIT
attach() {
	local name=$1 line
	shift
	line=$(ATTACHLAT_LOG=$ERRLOG "$B/attachlat" "$RUNS" 0 "$LCPU" "$@")
	log "attach $name $line"
	AT_ATT[$name]=$(field attach_ms "$line")
	AT_EXIT[$name]=$(field exit_ms "$line")
}
attach dtrace "$DTRACE" -q -x switchrate=1000hz -n \
    'syscall::getppid:entry /pid == $1/ { printf("%d\n", timestamp); exit(0); }' @PID@
attach bpftrace bpftrace -e \
    'tracepoint:syscalls:sys_enter_getppid /pid == $1/ { printf("%lld\n", nsecs); exit(); }' @PID@
attach floor "$B/floor" first @PID@
attach btrace "$BTRACE" -e \
    'tracepoint:syscalls:sys_enter_getppid /pid == $1/ { printf("%lld\n", nsecs); exit(); }' @PID@

# every syscall's entry and return: dtrace's one program per direction
# against bpftrace's program per syscall tracepoint (it needs its probe
# limit raised past the 721 tracepoints; few runs: it takes about a minute)
SLOWRUNS=3
[ $QUICK = 1 ] && SLOWRUNS=1
attach dtrace_all "$DTRACE" -q -x switchrate=1000hz -n \
    'syscall:::entry, syscall:::return /pid == $1/ { printf("%d\n", timestamp); exit(0); }' @PID@
RUNS_SAVE=$RUNS RUNS=$SLOWRUNS
export BPFTRACE_MAX_PROBES=2000 ATTACHLAT_TIMEOUT_MS=300000
attach bpftrace_all \
    bpftrace -e 'tracepoint:syscalls:sys_enter_*, tracepoint:syscalls:sys_exit_* /pid == $1/ { printf("%lld\n", nsecs); exit(); }' @PID@
RUNS=$RUNS_SAVE
unset BPFTRACE_MAX_PROBES ATTACHLAT_TIMEOUT_MS

# ---- per-event overhead -----------------------------------------------------
# ns per getppid(2) in a loop of $EVENTS calls on CPU $LCPU, traced by each
# tool counting calls per process name, minus the untraced cost.
declare -A OV_NS
loop_ns() {		# prints ns per call of one sysloop run
	awk '{ printf "%.2f\n", $2 / $1 }'
}
overhead_untraced() {
	local i
	for ((i = 0; i < RUNS; i++)); do
		taskset -c "$LCPU" "$B/sysloop" getppid "$EVENTS" | loop_ns
	done | median
}
overhead_cmd() {	# tracer running the loop with -c
	local i
	for ((i = 0; i < RUNS; i++)); do
		"$@" 2>>"$ERRLOG" | grep -E '^[0-9]+ [0-9]+$' | loop_ns
	done | median
}
overhead_floor() {	# MODE: count (raw sys_enter) or counttp
	local i fpid
	for ((i = 0; i < RUNS; i++)); do
		"$B/floor" "$1" >/dev/null 2>"$BENCH/results/.floor.err" &
		fpid=$!
		until grep -q ready "$BENCH/results/.floor.err" 2>/dev/null; do
			sleep 0.01
		done
		taskset -c "$LCPU" "$B/sysloop" getppid "$EVENTS" | loop_ns
		kill -INT $fpid
		wait $fpid
	done | median
	rm -f "$BENCH/results/.floor.err"
}
LOOP="$TASKSET -c $LCPU $B/sysloop getppid $EVENTS"
OV_NS[untraced]=$(overhead_untraced)
OV_NS[dtrace]=$(overhead_cmd "$DTRACE" -q -n \
    'syscall::getppid:entry { @[execname] = count(); }' -c "$LOOP")
OV_NS[bpftrace]=$(overhead_cmd bpftrace -e \
    'tracepoint:syscalls:sys_enter_getppid { @[comm] = count(); }' -c "$LOOP")
# the same count from a user-space probe on the C library's syscall(),
# which the loop calls getppid through
LIBC=$(readlink -f /lib/x86_64-linux-gnu/libc.so.6)
OV_NS[dtrace_pid]=$(overhead_cmd "$DTRACE" -q -n \
    'pid$target:libc.so.6:syscall:entry { @[execname] = count(); }' -c "$LOOP")
OV_NS[bpftrace_uprobe]=$(overhead_cmd bpftrace -e \
    "uprobe:$LIBC:syscall /pid == cpid/ { @[comm] = count(); }" -c "$LOOP")
OV_NS[btrace]=$(overhead_cmd "$BTRACE" -e \
    'tracepoint:syscalls:sys_enter_getppid { @[comm] = count(); }' -c "$LOOP")
OV_NS[btrace_uprobe]=$(overhead_cmd "$BTRACE" -e \
    "uprobe:$LIBC:syscall /pid == cpid/ { @[comm] = count(); }" -c "$LOOP")
OV_NS[floor]=$(overhead_floor count)
OV_NS[floortp]=$(overhead_floor counttp)
for t in untraced dtrace bpftrace floor floortp dtrace_pid bpftrace_uprobe \
    btrace btrace_uprobe; do
	log "overhead $t ns_per_call=${OV_NS[$t]}"
done
added() { awk -v a="$1" -v b="${OV_NS[untraced]}" 'BEGIN { printf "%.1f", a - b }'; }

# ---- printf throughput ------------------------------------------------------
# One line per close(2) of "sysloop close MS"; its own line gives the number
# of calls.  Lost = calls - lines delivered.
declare -A PR_CALLS PR_LINES
printf_run() {
	local name=$1 out calls lines
	shift
	out=$("$@" 2>>"$ERRLOG")
	calls=$(grep -E '^[0-9]+ [0-9]+$' <<<"$out" | tail -n 1 | cut -d' ' -f1)
	lines=$(grep -cE '^[0-9]+$' <<<"$out")
	log "printf $name calls=$calls lines=$lines"
	PR_CALLS[$name]=${calls:-0}
	PR_LINES[$name]=$lines
}
PLOOP="$TASKSET -c $LCPU $B/sysloop close $PRINT_MS"
printf_run dtrace "$DTRACE" -q -n \
    'syscall::close:entry /pid == $target/ { printf("%d\n", arg0); }' -c "$PLOOP"
printf_run bpftrace bpftrace -e \
    'tracepoint:syscalls:sys_enter_close /pid == cpid/ { printf("%d\n", args->fd); }' -c "$PLOOP"
printf_floor() {
	local lpid fpid out=$BENCH/results/.floor
	rm -f "$out.fifo"
	mkfifo "$out.fifo"
	# the loop waits on the fifo until the floor has attached to its pid
	sh -c 'read _ <"$0"; exec "$@"' "$out.fifo" taskset -c "$LCPU" \
	    "$B/sysloop" close "$PRINT_MS" >"$out.loop" &
	lpid=$!
	"$B/floor" print $lpid >"$out.out" 2>"$out.err" &
	fpid=$!
	until grep -q ready "$out.err" 2>/dev/null; do sleep 0.01; done
	echo go >"$out.fifo"
	wait $lpid
	sleep 0.5
	kill -INT $fpid
	wait $fpid
	cat "$out.loop" "$out.out"
	cat "$out.err" >>"$ERRLOG"
	rm -f "$out.fifo" "$out.loop" "$out.out" "$out.err"
}
printf_run floor printf_floor

pct() { awk -v l="$1" -v c="$2" 'BEGIN { if (c == 0) print "-"; else printf "%.1f", 100 * l / c }'; }

# ---- printing a large aggregation ------------------------------------------
# The tracer runs "sysloop lseek $AGGKEYS" with -c, counting calls per
# offset; ms from the end of the loop to the tracer's exit, and the lines
# it printed.
AGGKEYS=100000
declare -A AG_MS AG_LINES
aggprint() {
	local name=$1 i out end t lines
	shift
	out=$BENCH/results/.aggprint.out
	end=$BENCH/results/.aggprint.end
	for ((i = 0; i < RUNS; i++)); do
		rm -f "$end"
		SYSLOOP_END=$end "$@" >"$out" 2>>"$ERRLOG"
		t=$(date +%s%N)
		lines=$(grep -cE '^( +[0-9]+ +1|@\[[0-9]+\]: 1)$' "$out")
		echo "$(( (t - $(cat "$end")) / 1000 )) $lines"
	done >"$out.runs"
	AG_MS[$name]=$(awk '{ printf "%.1f\n", $1 / 1000 }' "$out.runs" | median)
	AG_LINES[$name]=$(awk '{ print $2 }' "$out.runs" | median)
	log "aggprint $name ms=${AG_MS[$name]} lines=${AG_LINES[$name]}"
	rm -f "$out" "$out.runs" "$end"
}
aggprint dtrace "$DTRACE" -q -n \
    'syscall::lseek:entry /pid == $target/ { @[arg1] = count(); }' \
    -c "$B/sysloop lseek $AGGKEYS"
BPFTRACE_MAP_KEYS_MAX=$((2 * AGGKEYS)) aggprint bpftrace bpftrace -e \
    'tracepoint:syscalls:sys_enter_lseek /pid == cpid/ { @[args->offset] = count(); }' \
    -c "$B/sysloop lseek $AGGKEYS"
BPFTRACE_MAP_KEYS_MAX=$((2 * AGGKEYS)) aggprint btrace "$BTRACE" -e \
    'tracepoint:syscalls:sys_enter_lseek /pid == cpid/ { @[args->offset] = count(); }' \
    -c "$B/sysloop lseek $AGGKEYS"

# ---- every instruction of the C library (bench/wholelib.sh) ----------------
WHOLELIB=$BENCH/results/$STAMP.wholelib.md
bash "$BENCH/wholelib.sh" "$RUNS" >"$WHOLELIB" 2> >(tee -a "$RAW" >&2)

# ---- every vfs_ kernel function, in a guest (bench/vmattach.sh) ------------
VMATTACH=$BENCH/results/$STAMP.vmattach.md
bash "$BENCH/vmattach.sh" "$RUNS" >"$VMATTACH" 2> >(tee -a "$RAW" >&2) ||
    echo "(bench/vmattach.sh failed: see $RAW)" >"$VMATTACH"

VMATTACH_TEXT="## Attaching every vfs_ kernel function, in a guest

\`dtrace -n 'fbt::vfs_*:entry { @[probefunc] = count(); }'\` beside
\`bpftrace -e 'kprobe:vfs_* { @[func] = count(); }'\` (bpftrace 0.17, copied
into the guest) and btrace running the same, each with a \`BEGIN\` clause
printing a mark and exiting, in the guest of \`tests/vm/\` (QEMU's
emulator, one CPU: \`bench/vmattach.sh\`).  BEGIN: from the exec of the
tracer to its BEGIN probe, every probe in place; exit: from the exec to
the tracer having exited, every probe detached (dtrace prints its
aggregation at once and detaches in a thread of its own before exiting).
Milliseconds of the emulated machine, several times slower than a real
one.  dtrace attaches through fentry/fexit programs, one a function,
but where the kernel has kprobe_multi links (not 6.1) the entries of a
program of more than 8 fbt probes go through one such link; with
\`DTRACE_NO_FENTRY=1\` through kprobes: a perf event each, or one
kprobe_multi link where the kernel has them.  btrace's \`kprobe:\` probes
are the same fbt probes.  bpftrace 0.17
attaches a wildcard with one kprobe_multi link where the kernel has them,
and then says \"Attaching 2 probes\" (the link and BEGIN).  The kernel
removes fentry trampolines one at a time, about 0.15 s each in the guest:
what dtrace's exit on fentry waits for."

# ---- the report -------------------------------------------------------------
{
cat <<EOF
# Benchmark results

Produced by \`bash bench/run.sh\` on $(date -u +%Y-%m-%d), Linux $(uname -r),
$(nproc) CPUs, $(bpftrace --version 2>&1), dtrace at git
$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null).  Each number is the
median of $RUNS runs; raw numbers are in \`bench/results/$STAMP.txt\`.
"floor" is a hand-written libbpf program doing the same work
(\`bench/floor/\`): the least any tracer can do.  Ratios below 1 are better
than the tool compared with.

## Start-up: \`BEGIN { exit(0) }\`

| | dtrace | bpftrace | floor | dtrace / bpftrace |
|---|---|---|---|---|
| wall time (ms) | ${ST_WALL[dtrace]} | ${ST_WALL[bpftrace]} | ${ST_WALL[floor]} | $(ratio "${ST_WALL[dtrace]}" "${ST_WALL[bpftrace]}") |
| peak RSS (KiB) | ${ST_RSS[dtrace]} | ${ST_RSS[bpftrace]} | ${ST_RSS[floor]} | $(ratio "${ST_RSS[dtrace]}" "${ST_RSS[bpftrace]}") |

dtrace's peak RSS counts its principal buffer: the kernel's BPF ring
buffer (\`bufsize\`, 4 MiB by default) is mapped into the consumer once
(dtrace reads it with its own reader, where libbpf's maps it twice), 4 MiB
of resident pages that are the buffer itself; the rest of the process is
about 3 MiB.  The floor's buffer is not mapped in this run (it only loads
and attaches).

## Listing every probe: \`dtrace -l\`, \`bpftrace -l\`

| | dtrace | bpftrace | dtrace / bpftrace |
|---|---|---|---|
| wall time (ms) | ${ST_WALL[dtrace_list]} | ${ST_WALL[bpftrace_list]} | $(ratio "${ST_WALL[dtrace_list]}" "${ST_WALL[bpftrace_list]}") |
| probes listed | $("$DTRACE" -l | tail -n +2 | wc -l) | $(bpftrace -l 2>/dev/null | wc -l) | |

## Attach and exit latency (one getppid probe)

Attach: from exec of the tracer to the first event of its probe.  Exit:
from \`exit()\` in that probe to the tracer's process having exited.

| | dtrace | bpftrace | floor | dtrace / bpftrace |
|---|---|---|---|---|
| attach (ms) | ${AT_ATT[dtrace]} | ${AT_ATT[bpftrace]} | ${AT_ATT[floor]} | $(ratio "${AT_ATT[dtrace]}" "${AT_ATT[bpftrace]}") |
| exit (ms) | ${AT_EXIT[dtrace]} | ${AT_EXIT[bpftrace]} | ${AT_EXIT[floor]} | $(ratio "${AT_EXIT[dtrace]}" "${AT_EXIT[bpftrace]}") |

## Every syscall: \`syscall:::entry, syscall:::return\`

The same, with the probe on every system call's entry and return.
dtrace attaches one program to each of the raw \`sys_enter\` and
\`sys_exit\` tracepoints; bpftrace one to each of the 721 per-syscall
tracepoints (\`tracepoint:syscalls:sys_enter_*,sys_exit_*\`, with
\`BPFTRACE_MAX_PROBES\` raised; median of $SLOWRUNS runs).  Exit includes
detaching everything.

| | dtrace | bpftrace | dtrace / bpftrace |
|---|---|---|---|
| attach (ms) | ${AT_ATT[dtrace_all]} | ${AT_ATT[bpftrace_all]} | $(ratio "${AT_ATT[dtrace_all]}" "${AT_ATT[bpftrace_all]}") |
| exit (ms) | ${AT_EXIT[dtrace_all]} | ${AT_EXIT[bpftrace_all]} | $(ratio "${AT_EXIT[dtrace_all]}" "${AT_EXIT[bpftrace_all]}") |

## Per-event overhead: \`@[execname] = count()\` on getppid(2)

$EVENTS calls in a loop; ns per call, and the cost the tracer adds over
an untraced call (${OV_NS[untraced]} ns).  dtrace uses its syscall
provider (one program on the raw \`sys_enter\` tracepoint, dispatching on
the syscall number); bpftrace and the floor use the tracepoint each
names (\`syscalls:sys_enter_getppid\`; the floor: raw \`sys_enter\`).

| | dtrace | bpftrace | floor | floor on getppid's tracepoint |
|---|---|---|---|---|
| ns per call | ${OV_NS[dtrace]} | ${OV_NS[bpftrace]} | ${OV_NS[floor]} | ${OV_NS[floortp]} |
| added ns per event | $(added "${OV_NS[dtrace]}") | $(added "${OV_NS[bpftrace]}") | $(added "${OV_NS[floor]}") | $(added "${OV_NS[floortp]}") |

Added cost, dtrace / bpftrace: **$(ratio "$(added "${OV_NS[dtrace]}")" "$(added "${OV_NS[bpftrace]}")")**;
dtrace / floor: **$(ratio "$(added "${OV_NS[dtrace]}")" "$(added "${OV_NS[floor]}")")**;
dtrace / a hand-written program on \`syscalls:sys_enter_getppid\`:
**$(ratio "$(added "${OV_NS[dtrace]}")" "$(added "${OV_NS[floortp]}")")**.

## Per-event overhead of a user-space probe: the C library's syscall()

The same loop, counted from a probe on the C library's \`syscall()\`
function, which it calls getppid(2) through: dtrace's
\`pid\$target:libc.so.6:syscall:entry\` (a uprobe_multi link) against
bpftrace's \`uprobe:.../libc.so.6:syscall\` (a uprobe perf event), both \`@[execname] = count()\` / \`@[comm] = count()\`.  A uprobe
traps into the kernel, so the cost is of another order than a
tracepoint's.

| | dtrace | bpftrace |
|---|---|---|
| ns per call | ${OV_NS[dtrace_pid]} | ${OV_NS[bpftrace_uprobe]} |
| added ns per event | $(added "${OV_NS[dtrace_pid]}") | $(added "${OV_NS[bpftrace_uprobe]}") |

Added cost, dtrace / bpftrace: **$(ratio "$(added "${OV_NS[dtrace_pid]}")" "$(added "${OV_NS[bpftrace_uprobe]}")")**.

## printf throughput: one line per close(2), ${PRINT_MS} ms flat out

| | dtrace | bpftrace | floor |
|---|---|---|---|
| calls made | ${PR_CALLS[dtrace]} | ${PR_CALLS[bpftrace]} | ${PR_CALLS[floor]} |
| lines printed | ${PR_LINES[dtrace]} | ${PR_LINES[bpftrace]} | ${PR_LINES[floor]} |
| delivered (%) | $(pct "${PR_LINES[dtrace]}" "${PR_CALLS[dtrace]}") | $(pct "${PR_LINES[bpftrace]}" "${PR_CALLS[bpftrace]}") | $(pct "${PR_LINES[floor]}" "${PR_CALLS[floor]}") |

Lines delivered, dtrace / bpftrace: **$(ratio "${PR_LINES[dtrace]}" "${PR_LINES[bpftrace]}")**.
bpftrace and the floor deliver every record because each one wakes the
consumer, which slows the traced program down (compare the calls made);
dtrace, like DTrace, reads its buffer at \`switchrate\` and reports what
did not fit between two reads as drops (a larger \`-b\` or a higher
\`switchrate\` lowers them).  Records that did not fit in the buffers are reported
by dtrace as drops (\`dtrace: N drops on CPU N\`) and by bpftrace as lost
events; both go to \`bench/results/$STAMP.stderr\`.

## Printing an aggregation of $AGGKEYS keys

\`@[offset] = count()\` over $AGGKEYS lseek(2) calls of a program run with
\`-c\`, printed when it ends: time from the end of its loop to the tracer
having printed every key and exited (bpftrace with
\`BPFTRACE_MAP_KEYS_MAX=$((2 * AGGKEYS))\`).  dtrace reads the map with
batched lookups.

| | dtrace | bpftrace | dtrace / bpftrace |
|---|---|---|---|
| print and exit (ms) | ${AG_MS[dtrace]} | ${AG_MS[bpftrace]} | $(ratio "${AG_MS[dtrace]}" "${AG_MS[bpftrace]}") |
| keys printed | ${AG_LINES[dtrace]} | ${AG_LINES[bpftrace]} | |

## btrace next to bpftrace: the same bt programs

\`btrace\` runs bpftrace's own programs for each measure above (the ones
bpftrace ran there): start-up, attach and exit on
\`tracepoint:syscalls:sys_enter_getppid\`, the count per \`comm\` on that
tracepoint and on the C library's \`syscall()\` (\`uprobe:\`), and the
100000-key map printed at exit (both with
\`BPFTRACE_MAP_KEYS_MAX=$((2 * AGGKEYS))\`).

| | btrace | bpftrace | btrace / bpftrace |
|---|---|---|---|
| start-up wall time (ms) | ${ST_WALL[btrace]} | ${ST_WALL[bpftrace]} | $(ratio "${ST_WALL[btrace]}" "${ST_WALL[bpftrace]}") |
| start-up peak RSS (KiB) | ${ST_RSS[btrace]} | ${ST_RSS[bpftrace]} | $(ratio "${ST_RSS[btrace]}" "${ST_RSS[bpftrace]}") |
| attach (ms) | ${AT_ATT[btrace]} | ${AT_ATT[bpftrace]} | $(ratio "${AT_ATT[btrace]}" "${AT_ATT[bpftrace]}") |
| exit (ms) | ${AT_EXIT[btrace]} | ${AT_EXIT[bpftrace]} | $(ratio "${AT_EXIT[btrace]}" "${AT_EXIT[bpftrace]}") |
| added ns per event, tracepoint | $(added "${OV_NS[btrace]}") | $(added "${OV_NS[bpftrace]}") | **$(ratio "$(added "${OV_NS[btrace]}")" "$(added "${OV_NS[bpftrace]}")")** |
| added ns per event, uprobe | $(added "${OV_NS[btrace_uprobe]}") | $(added "${OV_NS[bpftrace_uprobe]}") | **$(ratio "$(added "${OV_NS[btrace_uprobe]}")" "$(added "${OV_NS[bpftrace_uprobe]}")")** |
| 100000-key map: print and exit (ms) | ${AG_MS[btrace]} | ${AG_MS[bpftrace]} | $(ratio "${AG_MS[btrace]}" "${AG_MS[bpftrace]}") |
| keys printed | ${AG_LINES[btrace]} | ${AG_LINES[bpftrace]} | |

btrace runs \`tracepoint:syscalls:sys_enter_getppid\` on the syscall
provider (one program on the raw \`sys_enter\` tracepoint, as dtrace above),
where bpftrace attaches to that syscall's own tracepoint; its uprobe is a
uprobe_multi link filtered to the \`-c\` process.

EOF
cat "$WHOLELIB"
echo
echo "$VMATTACH_TEXT"
echo
cat "$VMATTACH"
} >"$BENCH/RESULTS.md.new"
mv "$BENCH/RESULTS.md.new" "$BENCH/RESULTS.md"
echo "bench: wrote bench/RESULTS.md and $RAW"
