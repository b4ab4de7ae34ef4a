# plockstat -H: the mutex's hold times, every lock counted (4 x 2000)
PLOCKSTAT=$(dirname "$DTRACE")/plockstat
$PLOCKSTAT -H "$PROGS/mutexes" 4 2000 | grep -E 'Mutex hold|mutexes`lock' |
    sed -E 's/^( *[0-9]+) +[0-9]+ /\1 NSEC /; s/\+0x[0-9a-f]+/+OFF/g'
