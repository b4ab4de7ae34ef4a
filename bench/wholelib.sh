#!/bin/bash
# SPDX-License-Identifier: Apache-2.0
# bench/wholelib.sh -- probes on every instruction of a whole library: the
# C library (libc.so.6), listed and enabled by dtrace's pid provider, and,
# on a part of it bpftrace can take in one run (every instruction of
# malloc() and free()), dtrace, btrace and bpftrace side by side.
#
# Usage: bash bench/wholelib.sh [RUNS]   (default 3); prints a Markdown
# section on stdout and the raw numbers on stderr.  Needs root and a built
# build/dtrace.
set -u
cd "$(dirname "$0")/.." || exit 1
DTRACE=$PWD/build/dtrace
BTRACE=$PWD/build/btrace
RUNS=${1:-3}
LIBC=$(ldd /bin/true | sed -n 's/.*libc.so.6 => \([^ ]*\).*/\1/p')

now() { date +%s%N; }
ms() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.0f", (b - a) / 1e6 }'; }
median() {
	sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2];
	    else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# listing: every probe of libc.so.6 in a process started with -c
list=() nlist=0
for ((i = 0; i < RUNS; i++)); do
	t0=$(now)
	nlist=$("$DTRACE" -l -n 'pid$target:libc.so.6::' -c /bin/true |
	    tail -n +2 | wc -l)
	t1=$(now)
	list+=("$(ms "$t0" "$t1")")
done
echo "list ms: ${list[*]} probes: $nlist" >&2

# enabling: all of them in a sleeping process; BEGIN fires once every
# probe is in place, and its exit() detaches them all
att=() det=() nen=0
for ((i = 0; i < RUNS; i++)); do
	sleep 600 & sp=$!
	t0=$(now)
	out=$("$DTRACE" -n "pid$sp:libc.so.6:: {}" \
	    -n 'BEGIN { printf("@%d\n", walltimestamp); exit(0); }' -p "$sp" \
	    2>&1)
	t2=$(now)
	kill "$sp"
	t1=$(sed -n 's/^ *[0-9]* *[0-9]* *:BEGIN @//p' <<<"$out")
	nen=$(sed -n "s/.* matched \([0-9]*\) probes/\1/p" <<<"$out" | head -1)
	att+=("$(ms "$t0" "$t1")")
	det+=("$(ms "$t1" "$t2")")
done
echo "enable ms: ${att[*]} detach+exit ms: ${det[*]} probes: $nen" >&2

# a part bpftrace can take: every instruction of malloc() and free()
offs=$("$DTRACE" -l -n 'pid$target:libc.so.6:malloc:' \
    -n 'pid$target:libc.so.6:free:' -c /bin/true |
    awk 'NR > 1 && $5 ~ /^[0-9a-f]+$/ { print $4 "+" strtonum("0x" $5) }')
npart=$(wc -l <<<"$offs")
bt=$(sed "s|^|uprobe:$LIBC:|" <<<"$offs" | paste -sd, -)
part() {	# tool args...: wall ms of attach, BEGIN's exit, detach
	local t0 t1
	t0=$(now)
	"$@" >/dev/null 2>&1
	t1=$(now)
	ms "$t0" "$t1"
}
pd=() pb=() pbt=()
for ((i = 0; i < RUNS; i++)); do
	pd+=("$(part "$DTRACE" -q -n 'pid$target:libc.so.6:malloc:,
	    pid$target:libc.so.6:free: {}' -n 'BEGIN { exit(0); }' -c /bin/true)")
	pbt+=("$(part env BPFTRACE_MAX_PROBES=100000 "$BTRACE" \
	    -e "$bt {} BEGIN { exit(); }" -c /bin/true)")
	pb+=("$(part env BPFTRACE_MAX_PROBES=100000 bpftrace \
	    -e "$bt {} BEGIN { exit(); }" -c /bin/true)")
done
echo "part ($npart probes) dtrace ms: ${pd[*]} btrace ms: ${pbt[*]} bpftrace ms: ${pb[*]}" >&2

L=$(printf '%s\n' "${list[@]}" | median)
A=$(printf '%s\n' "${att[@]}" | median)
D=$(printf '%s\n' "${det[@]}" | median)
PD=$(printf '%s\n' "${pd[@]}" | median)
PBT=$(printf '%s\n' "${pbt[@]}" | median)
PB=$(printf '%s\n' "${pb[@]}" | median)
cat <<MD
## Every instruction of the C library

\`pid\$target:libc.so.6::\` on this machine's \`$LIBC\`: every
function's entry and return and every instruction of it, in one
uprobe_multi link (instructions the kernel's uprobes refuse, such as
those with a segment prefix or \`hlt\`, are left out beforehand).
Listing: \`dtrace -l\` with \`-c /bin/true\`.  Enabling: from exec of
dtrace, grabbing a sleeping process with \`-p\`, to its BEGIN probe
(which fires once every probe is in place); detaching: from there to
dtrace having exited.  Median of $RUNS runs.

| | dtrace |
|---|---|
| probes listed | $nlist |
| listing (ms) | $L |
| probes enabled | $nen |
| enabling (ms) | $A |
| detaching and exit (ms) | $D |

The same on a part bpftrace takes in one run, every instruction of
\`malloc()\` and \`free()\` ($npart probes; bpftrace and btrace given them
as \`uprobe:...:malloc+OFFSET\`): wall time from exec to exit, through
BEGIN's \`exit()\`, with \`-c /bin/true\`.

| | dtrace | btrace | bpftrace | dtrace / bpftrace |
|---|---|---|---|---|
| attach, BEGIN, detach (ms) | $PD | $PBT | $PB | $(awk -v a="$PD" -v b="$PB" 'BEGIN { printf "%.2f", a / b }') |
MD
