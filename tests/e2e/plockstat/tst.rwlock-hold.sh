# plockstat -H: every hold of the rwlock, for reading (2 readers x 5000)
# and for writing (2 writers x 5000), each ended by pthread_rwlock_unlock;
# times vary and are masked.  The tables of the mutexes the C library
# takes for itself (thread creation, exit), printed before, are left out.
PLOCKSTAT=$(dirname "$DTRACE")/plockstat
$PLOCKSTAT -H "$PROGS/rwlocks" 2 2 5000 | awk '/^R\/W / { t = 1 } t' |
    sed -E 's/^( *[0-9]+) +[0-9]+ /\1 NSEC /; s/\+0x[0-9a-f]+/+OFF/g'
