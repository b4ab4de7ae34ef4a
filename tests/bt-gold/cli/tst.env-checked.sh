# The environment variables bpftrace 0.17 checks: numbers
# (BPFTRACE_MAX_BPF_PROGS, BPFTRACE_NODE_MAX,
# BPFTRACE_MAX_TYPE_RES_ITERATIONS: digits first, what follows ignored)
# and switches (BPFTRACE_NO_CPP_DEMANGLE, BPFTRACE_CACHE_USER_SYMBOLS: 0
# or 1); a bad value is refused before anything runs.
. "$TESTDIR/../lib.sh"
prog='BEGIN { printf("hi\n"); exit(); }'
for v in BPFTRACE_MAX_BPF_PROGS BPFTRACE_NODE_MAX \
    BPFTRACE_MAX_TYPE_RES_ITERATIONS; do
	env $v=x12 "$BTRACE" -e "$prog"
	echo "$v status $?"
	env $v=1000y "$BTRACE" -e "$prog"
	echo "$v status $?"
done
for v in BPFTRACE_NO_CPP_DEMANGLE BPFTRACE_CACHE_USER_SYMBOLS; do
	env $v=2 "$BTRACE" -e "$prog"
	echo "$v status $?"
	env $v=yes "$BTRACE" -e "$prog"
	echo "$v status $?"
	env $v=0 "$BTRACE" -e "$prog"
	echo "$v status $?"
	env $v=1 "$BTRACE" -e "$prog"
	echo "$v status $?"
done
BPFTRACE_VMLINUX=/nonexistent "$BTRACE" -e "$prog"
echo "status $?"
