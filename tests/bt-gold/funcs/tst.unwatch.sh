# unwatch(addr) removes the breakpoints on addr, when the tracer reads
# the event: a watchpoint:ADDR:LEN:MODE on ufuncs_counter, written once a
# round, 100 ms apart, fires once.
. "$TESTDIR/../lib.sh"
counter=0x$(nm "$PROGS/ufuncs" | awk '$3 == "ufuncs_counter" { print $1 }')
"$BTRACE" -c "$PROGS/ufuncs 3 100" -e "watchpoint:$counter:8:w {
    @ = count(); unwatch($counter); }"
