# usdt probes named without their provider (usdt:BINARY:NAME), and the
# probe builtin, which gives the full name with provider; the path is
# masked.
. "$TESTDIR/../lib.sh"
"$BTRACE" -e '
usdt:$1:work { printf("%s %d\n", probe, arg0); }
usdt:$1:tick__done { printf("%s\n", probe); }
' "$PROGS/usdt" -c "$PROGS/usdt -q 2 10" 2>&1 | sed "s#$PROGS#PROGS#g"
