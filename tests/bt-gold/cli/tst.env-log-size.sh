# BPFTRACE_LOG_SIZE: the verifier log's size; any size lets a good
# program load, 0 makes every program fail to load (status 255); what is
# not a number is refused.
. "$TESTDIR/../lib.sh"
prog='BEGIN { printf("hi\n"); exit(); }'
BPFTRACE_LOG_SIZE=3 "$BTRACE" -e "$prog"
echo "status $?"
BPFTRACE_LOG_SIZE=0 "$BTRACE" -e "$prog"
echo "status $?"
BPFTRACE_LOG_SIZE=0 "$BTRACE" -f json -e "$prog"
echo "status $?"
BPFTRACE_LOG_SIZE=1k "$BTRACE" -e "$prog"
echo "status $?"
BPFTRACE_LOG_SIZE=k1 "$BTRACE" -e "$prog"
echo "status $?"
