# USDT: a probe's semaphore is non-zero only while the probe is traced:
# the program fires myprov:work only when its semaphore says so.
echo "untraced: $("$PROGS/usdt" 2 1)"
echo "work traced: $($DTRACE -qn 'myprov$target:::work { }' -c "$PROGS/usdt 2 1")"
echo "tick-done traced: $($DTRACE -qn 'myprov$target:::tick-done { }' -c "$PROGS/usdt 2 1")"
