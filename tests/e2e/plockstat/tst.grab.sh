# plockstat -C -e 1 -p PID: a running program's contention for a second;
# the program runs on.  Only the "Mutex block" table is kept: whether a
# second of this normal mutex has spins depends on timing.
PLOCKSTAT=$(dirname "$DTRACE")/plockstat
"$PROGS/mutexes" 4 50000000 >/dev/null &
p=$!
# started when the C library is mapped (the dynamic linker has run)
until grep -q libc /proc/$p/maps 2>/dev/null; do sleep 0.01; done
$PLOCKSTAT -C -e 1 -p $p |
    awk '/^Mutex / { t = $2 == "block" } t && /Mutex block|mutexes`lock/' |
    sed -E 's/^ *[0-9]+ +[0-9]+ /COUNT NSEC /; s/\+0x[0-9a-f]+/+OFF/g'
kill -0 $p && echo "still running"
kill $p
wait $p 2>/dev/null
exit 0
