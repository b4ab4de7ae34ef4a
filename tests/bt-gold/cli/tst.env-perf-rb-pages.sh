# BPFTRACE_PERF_RB_PAGES: the output buffer's pages (per CPU); a power of
# 2 works; another number fails to map the buffer after the Attaching
# line (status 255); what is not a number is refused first.
. "$TESTDIR/../lib.sh"
prog='BEGIN { printf("hi\n"); exit(); }'
BPFTRACE_PERF_RB_PAGES=1 "$BTRACE" -e "$prog"
echo "status $?"
BPFTRACE_PERF_RB_PAGES=16 "$BTRACE" -f json -e "$prog"
echo "status $?"
BPFTRACE_PERF_RB_PAGES=3 "$BTRACE" -e "$prog"
echo "status $?"
BPFTRACE_PERF_RB_PAGES=-1 "$BTRACE" -f json -e "$prog"
echo "status $?"
BPFTRACE_PERF_RB_PAGES=many "$BTRACE" -e "$prog"
echo "status $?"
