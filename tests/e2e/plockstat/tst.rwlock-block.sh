# plockstat -C: two readers and two writers of one rwlock (rwlocks`rwlock)
# wait for each other: "R/W reader block" events from their caller
# (reader), "R/W writer block" events from theirs (writer), in that
# order.  Counts and times vary, so they are masked.
PLOCKSTAT=$(dirname "$DTRACE")/plockstat
$PLOCKSTAT -C "$PROGS/rwlocks" 2 2 5000 |
    sed -E 's/^ *[0-9]+ +[0-9]+ /COUNT NSEC /; s/\+0x[0-9a-f]+/+OFF/g'
