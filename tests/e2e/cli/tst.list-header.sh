# dtrace -l: the header, then the dtrace provider's probes first, with ids
# 1, 2 and 3, in DTrace's columns.
$DTRACE -l | sed -n 1,4p
echo "status ${PIPESTATUS[0]}"
