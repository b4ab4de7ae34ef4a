# bpftrace's warnings, by the signedness it gives each integer expression:
# comparisons and arithmetic of integers of different signs (a literal of
# no sign does not count; built-in variables are unsigned), '/' and '%' of
# signed operands; --no-warnings drops them.  Checked against bpftrace
# 0.17.
p='BEGIN { $a = 5; $b = (uint64)5; print($a % 2); print($b % 2); print($a / $b); print(5 % 2); print(pid == 5); print(pid == -1); print($a == $b); print($a < pid); print((int8)1 == (uint8)1); print($a + $b); print(5 / 2); print((uint32)1 == 5); print((int32)1 == (uint32)2); print(tid > 0); exit(); }'
$BTRACE -e "$p"
echo "status $?"
$BTRACE --no-warnings -e "$p"
echo "status $?"
