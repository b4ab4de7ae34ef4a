# BPFTRACE_CAT_BYTES_MAX limits how many bytes cat() prints (the default
# is 10k): 5 bytes of cat.txt, with no newline added.
. "$TESTDIR/../lib.sh"
BPFTRACE_CAT_BYTES_MAX=5 "$BTRACE" -e 'BEGIN { cat("../funcs/cat.txt"); exit(); }'
echo "status $?"
