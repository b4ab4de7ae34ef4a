# An instruction a uprobe must not be placed on (here a system call
# instruction, at offset 5 of raw_getpid) has no probe: a glob leaves it
# out, and naming it is refused with the reason.
$DTRACE -l -n 'pid$target:a.out:raw_getpid:' -c "$PROGS/untouched" |
    awk 'NR > 1 { print $4, $5 }'
$DTRACE -n 'pid$target:a.out:raw_getpid:5 {}' -c "$PROGS/untouched"
