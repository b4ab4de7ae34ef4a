# Sizes and counts are bounded before anything is loaded (issue 21): a
# value the kernel or the memory cannot take is refused with the bound,
# and the buffers DTrace lowers are lowered with DTrace's notice.  The
# memory bound is a quarter of the machine's memory, at most 1 GiB.
mem=$(awk '/^MemTotal:/ { print $2 }' /proc/meminfo)
if [ "$mem" -lt 4194304 ]; then
	echo "fewer than 4 GiB of memory: the bound is not 1g" >&2
	exit 77
fi
run() {
	"$@" 2>&1
	echo "status $?"
}
run $DTRACE -x strsize=10000000 -n 'BEGIN { exit(0) }'
run $DTRACE -x nspec=65 -n 'BEGIN { exit(0) }'
run $DTRACE -q -x bufsize=100g -x aggsize=3g -x dynvarsize=2g \
    -x specsize=5g -n 'BEGIN { exit(0) }'
run $DTRACE -q -x strsize=8192 -x nspec=64 -x bufsize=1g \
    -n 'BEGIN { trace(strjoin("a", "b")); exit(0) }'
echo
run $DTRACE -q -n '#pragma D option strsize=8193
BEGIN { exit(0) }'
export BPFTRACE_STRLEN=100000
run $BTRACE -e 'BEGIN { exit() }'
export BPFTRACE_STRLEN=8193
run $BTRACE -e 'BEGIN { printf("%s\n", "ok"); exit() }'
unset BPFTRACE_STRLEN
n=$((262144 / $(nproc)))
BPFTRACE_PERF_RB_PAGES=$((n * 2)) $BTRACE -e 'BEGIN { exit() }' 2>&1 |
    sed "s/ $((n * 2)) / 2N /; s/ $n / N /"
BPFTRACE_MAP_KEYS_MAX=99999999999 run $BTRACE -e 'BEGIN { exit() }'
BPFTRACE_MAP_KEYS_MAX=999999999 run $BTRACE -e 'BEGIN { @[1] = 1; exit() }'
BPFTRACE_CAT_BYTES_MAX=99999999999 run $BTRACE -e 'BEGIN { exit() }'
BPFTRACE_LOG_SIZE=1073741824 run $BTRACE -e 'BEGIN { exit() }'
