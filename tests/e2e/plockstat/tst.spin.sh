# plockstat -C: two threads taking an adaptive mutex (mutexes -a) for a
# moment each find it held and mostly get it without a futex wait: those
# calls are "Mutex spin" events of that lock (mutexes`lock) from their
# caller (worker), in a table of their own.  Counts and times vary, so
# they are masked; only that table is kept (the calls that did wait, the
# "Mutex block" table before it, are few and may be none).
PLOCKSTAT=$(dirname "$DTRACE")/plockstat
$PLOCKSTAT -C "$PROGS/mutexes" -a 2 20000 |
    awk '/^Mutex spin$/ { t = 1 } t && /^$/ && n++ { t = 0 } t' |
    sed -E 's/^ *[0-9]+ +[0-9]+ /COUNT NSEC /; s/\+0x[0-9a-f]+/+OFF/g'
