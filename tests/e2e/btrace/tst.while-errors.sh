# A while loop whose end the kernel's verifier cannot see (a constant
# condition, a map's value) fails to load as in bpftrace: after the probe
# count, "Error loading program: PROBE (try -v)", status 255 (also with
# -q and -f json); break and continue outside a loop and a loop without
# braces are compile errors, and so is a for loop (not in bpftrace 0.17).
for p in 'BEGIN { while (1) { } }' \
    'tracepoint:syscalls:sys_enter_openat { $i = 0; while (@x < 3) { @x++; } }' \
    'BEGIN { $i = 0; while ($i < 3) { $i = $i * 1; } }'; do
	$BTRACE -e "$p" 2>&1
	echo "status $?"
done
$BTRACE -q -e 'BEGIN { while (1) { } }' 2>&1
echo "status $?"
$BTRACE -f json -e 'BEGIN { while (1) { } }' 2>&1
echo "status $?"
for p in 'BEGIN { break; }' \
    'BEGIN { if (1) { continue; } }' \
    'BEGIN { $i = 0; while ($i < 3) $i++; }'; do
	$BTRACE -e "$p" 2>&1
	echo "status $?"
done
# for loops came after bpftrace 0.17: a syntax error there
$BTRACE -e 'BEGIN { $i = 1; for ($i = 0; $i < 3; $i++) { } }' 2>&1
echo "status $?"
