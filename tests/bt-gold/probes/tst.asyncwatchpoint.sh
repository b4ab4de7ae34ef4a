# asyncwatchpoint:FUNC+argN:LEN:MODE: as watchpoint:, but the process is
# not stopped while the breakpoint is put in place: watches calls arm()
# with each slot's address, then sleeps 200 ms before its first write, so
# that every write is seen; the aw: alias, probe.  The path is masked.
. "$TESTDIR/../lib.sh"
"$BTRACE" -c "$PROGS/watches 2 2 200" -e 'asyncwatchpoint:arm+arg0:4:w {
    @[probe] = count(); }' 2>&1 | sed "s#$PROGS#PROGS#g"
"$BTRACE" -c "$PROGS/watches 1 3 200" -e 'aw:arm+arg0:4:w {
    @ = count(); }'
