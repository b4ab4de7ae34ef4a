# -k reports a failed map update (the map is full: BPFTRACE_MAP_KEYS_MAX=2)
# as a warning with the source location; the first two keys are kept.
. "$TESTDIR/../lib.sh"
BPFTRACE_MAP_KEYS_MAX=2 "$BTRACE" -k -e 'BEGIN { @[1] = 1; @[2] = 2; @[3] = 3; exit(); }'
echo "status $?"
