# -l of the other probe types as bpftrace 0.17 lists them (checked
# against it): software: and hardware: as the type and the pattern, the
# task iterators, a pattern of no type (every type, kernel functions
# too: their list cannot be read here, a warning), uretprobe:, and no
# ftrace events.
$BTRACE -l 'software:*'
$BTRACE -l 'h:cpu*'
$BTRACE -l 'iter:*'
$BTRACE -l '*no_such_probe_name*'
$BTRACE -l "uretprobe:$PROGS/ufuncs:a*,ur:$PROGS/ufuncs:m*" | sed "s#$PROGS#PROGS#"
$BTRACE -l 'tracepoint:ftrace:*'
echo "status $?"
