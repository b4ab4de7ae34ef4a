# plockstat -C: four threads contending on one mutex are reported as
# "Mutex block" events of that lock (a.out`lock) from their caller
# (worker); counts and times vary, so they are masked.  The calls that
# found it held but got it without a futex wait (glibc's retry in
# __lll_lock_wait, or a release while the probe ran) are "Mutex spin"
# events: how many depends on timing, and may be none, so that table is
# left out (tst.spin.sh has it).
PLOCKSTAT=$(dirname "$DTRACE")/plockstat
$PLOCKSTAT -C -n 1 "$PROGS/mutexes" 4 20000 |
    awk '/^Mutex spin$/ { t = 1; b = 0 } t && /^$/ && n++ { t = 0 }
	!t && /^$/ { b++; next }
	!t { for (; b > 0; b--) print ""; print }' |
    sed -E 's/^ *[0-9]+ +[0-9]+ /COUNT NSEC /; s/\+0x[0-9a-f]+/+OFF/g'
