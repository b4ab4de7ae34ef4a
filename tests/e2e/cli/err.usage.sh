# an unknown option prints the usage and exits 2; no program is 2 too.
$DTRACE -k 2>&1 | head -n 2
echo "status ${PIPESTATUS[0]}"
$DTRACE 2>&1 | head -n 1
echo "status ${PIPESTATUS[0]}"
exit 1
