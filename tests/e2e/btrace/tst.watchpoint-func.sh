# watchpoint:FUNC+argN whose breakpoint the kernel refuses (an x of other
# than 8 bytes): bpftrace's messages; bpftrace 0.17 then aborts (leaving
# the target stopped), btrace lets the target go on and ends as exit()
# does, with status 1 (INCOMPATIBILITIES.md).  The path is masked.
$BTRACE -c "$PROGS/watches" -e 'watchpoint:increment+arg0:1:x {
    @ = count(); }' 2>&1 | sed "s#$PROGS#PROGS#g"
echo "status ${PIPESTATUS[0]}"
