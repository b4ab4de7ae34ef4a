# -k and -kk as bpftrace 0.17 has them (checked against it): a failed map
# update (the map is full) named at its place in a script file whose
# lines have tabs, and the run goes on; -f json's helper_error records;
# --no-warnings drops the compile-time "Addrspace is not set"; -kk of a
# dereference and of buf(); -k of delete() of a key not there.
exec 2>&1
cd "$(dirname "$0")" || exit 1
BPFTRACE_MAP_KEYS_MAX=2 $BTRACE -k k-warnings.bt
echo "status $?"
BPFTRACE_MAP_KEYS_MAX=2 $BTRACE k-warnings.bt
echo "status $?"
$BTRACE -f json -kk -e 'BEGIN { printf("[%s]\n", str(0)); @[1] = 1; exit(); }'
$BTRACE --no-warnings -kk -e 'BEGIN { printf("[%s]", str(0)); printf("%s|\n", str(1)); exit(); }'
$BTRACE -kk -e 'BEGIN { $x = *(uint64*)8; printf("%d\n", $x); printf("%r\n", buf(16, 4)); exit(); }'
$BTRACE -k -e 'BEGIN { @x[1] = 1; delete(@x[2]); @y[1] = count(); delete(@y[5]); exit(); }'
