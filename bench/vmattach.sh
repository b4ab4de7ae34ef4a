#!/bin/bash
# SPDX-License-Identifier: Apache-2.0
# bench/vmattach.sh -- attach time of every vfs_ kernel function, measured
# in the guest of tests/vm/ (Debian 12's own kernel, or with
# DT_VM_KERNEL=backports bookworm-backports', booted in QEMU's emulator):
# dtrace's fbt::vfs_*:entry on each of its attach paths (fentry/fexit
# programs, and with DTRACE_NO_FENTRY=1 kprobes: a perf event each, or one
# kprobe_multi link where the kernel has them) and btrace's and bpftrace
# 0.17's kprobe:vfs_*, all counting calls per function.
#
# Usage: bash bench/vmattach.sh [RUNS]   (default 5); prints a Markdown
# table on stdout and the raw numbers on stderr.  bash bench/vmattach.sh
# -r RAWFILE prints the table of raw numbers kept.  Needs root, a built
# build/dtrace, bpftrace (copied into the guest with its libraries) and
# what tests/vm/run.sh needs (scripts/deps.sh).
#
# Each program's BEGIN probe prints a mark and exits: "BEGIN" is the time
# from the exec of the tracer to that mark (every probe is in place when
# BEGIN fires: dtrace enables BEGIN last, bpftrace triggers it after
# attaching), "exit" from the exec to the tracer having exited (its
# probes detached) -- bench/src/begintime.c, the medians of RUNS runs.
# Under the emulator every instruction is several times slower than on
# the machine: the ratios mean more than the milliseconds.
set -u
BENCH=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$BENCH/.." && pwd)
B=$ROOT/build
RUNS=${1:-5}

result() { echo "vmattach: $2" >&2; exit 1; }
command -v bpftrace >/dev/null || result FAIL "bpftrace is not installed"
make -s -C "$BENCH" >/dev/null || result FAIL "cannot build the harnesses"
VM_HOSTBIN="bash bpftrace $BENCH/build/begintime"
. "$ROOT/tests/vm/lib.sh"
vm_tools
[ -x "$B/dtrace" ] && [ -x "$B/btrace" ] || result FAIL "build dtrace first"
vm_kernel

# report RAW: the Markdown section of the numbers in RAW (its first line
# "# vmattach: guest Linux VERSION (PACKAGE), runs=N", then a line a tool)
report() {
	local raw=$1 version deb runs t
	read -r _ _ _ _ version deb runs <"$raw"
	deb=${deb#(}
	deb=${deb%.deb),}
	runs=${runs#runs=}
	# field NAME KEY: KEY's value on the line of NAME
	field() { awk -v n="$1" -v k="$2" '$1 == n { for (i = 2; i <= NF; i++)
	    if (index($i, k "=") == 1) print substr($i, length(k) + 2) }' "$raw"; }
	med() {
		field "$1" "$2" | tr , '\n' | sort -g | awk '{ v[NR] = $1 } END {
		    if (NR == 0) print "-"; else if (NR % 2) print v[(NR + 1) / 2];
		    else printf "%.1f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
	}
	ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b + 0 == 0) print "-";
	    else printf "%.2f", a / b }'; }
	declare -A BEG END NP
	for t in dtrace_fentry dtrace_kprobe btrace bpftrace; do
		BEG[$t]=$(med $t raw_begin_ms)
		END[$t]=$(med $t raw_exit_ms)
		NP[$t]=$(field $t probes)
	done
	cat <<EOF_MD
### Linux $version (\`$deb\`)

| | dtrace | dtrace (\`DTRACE_NO_FENTRY=1\`) | btrace | bpftrace | dtrace / bpftrace | dtrace (\`DTRACE_NO_FENTRY=1\`) / bpftrace |
|---|---|---|---|---|---|---|
| probes said | ${NP[dtrace_fentry]} | ${NP[dtrace_kprobe]} | ${NP[btrace]} | ${NP[bpftrace]} | | |
| BEGIN (ms) | ${BEG[dtrace_fentry]} | ${BEG[dtrace_kprobe]} | ${BEG[btrace]} | ${BEG[bpftrace]} | $(ratio "${BEG[dtrace_fentry]}" "${BEG[bpftrace]}") | $(ratio "${BEG[dtrace_kprobe]}" "${BEG[bpftrace]}") |
| exit (ms) | ${END[dtrace_fentry]} | ${END[dtrace_kprobe]} | ${END[btrace]} | ${END[bpftrace]} | $(ratio "${END[dtrace_fentry]}" "${END[bpftrace]}") | $(ratio "${END[dtrace_kprobe]}" "${END[bpftrace]}") |

Median of $runs runs.
EOF_MD
}

if [ "${1:-}" = -r ]; then
	[ -r "${2:-}" ] || result FAIL "usage: vmattach.sh -r RAWFILE"
	report "$2"
	exit 0
fi

vm_tmproot
{
vm_init_head
cat <<EOF_INIT
runs=$RUNS
EOF_INIT
cat <<'EOF_INIT'
D='fbt::vfs_*:entry { @[probefunc] = count(); }
BEGIN { printf("@begin\n"); exit(0); }'
BT='kprobe:vfs_* { @[func] = count(); }
BEGIN { printf("@begin\n"); exit(); }'
m() { n=$1; shift; echo "@@bench $n $(begintime $runs @begin "$@")"; }
m dtrace_fentry /src/build/dtrace -n "$D"
m dtrace_kprobe env DTRACE_NO_FENTRY=1 /src/build/dtrace -n "$D"
m btrace /src/build/btrace -e "$BT"
m bpftrace bpftrace -e "$BT"
echo "@@bench-end"
poweroff -f
echo o >/proc/sysrq-trigger
EOF_INIT
} >"$r/init"
vm_boot "$r"
{
	echo "# vmattach: guest Linux $(sed -n 's/.*@@vm-version: Linux version \([^ ]*\).*/\1/p' \
	    "$vm_log") ($(basename "$vm_deb")), runs=$RUNS"
	sed -n 's/^@@bench //p' "$vm_log"
} >"$tmp/raw"
cat "$tmp/raw" >&2
grep -q '^@@bench-end$' "$vm_log" ||
    result FAIL "the guest gave no result (qemu status $vm_rc)"
report "$tmp/raw"
