# BPFTRACE_MAP_KEYS_MAX limits the number of keys of a map: updates
# beyond it are lost (silently without -k).
. "$TESTDIR/../lib.sh"
BPFTRACE_MAP_KEYS_MAX=3 "$BTRACE" -e 'BEGIN { $i = 0; while ($i < 10) { @m[$i] = $i; $i++; } exit(); }'
echo "status $?"
