# A run-time error in JSON is a line of its own on stdout, a pseudo-probe
# dtrace:INTERNAL:INTERNAL:ERROR with what DTrace's message says (enabled
# probe, probe, fault, address, action), and not a message on stderr; the
# clause that faulted has no record, the next clause's record follows.
$DTRACE -x oformat=json -qn 'BEGIN { trace(1); trace(*(int *)8); }
    BEGIN { trace(2); exit(0); }' |
    jq -c 'del(.timestamp, .cpu)'
