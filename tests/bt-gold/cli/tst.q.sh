# -q leaves out the "Attaching N probes..." line; warnings and output
# stay.
. "$TESTDIR/../lib.sh"
"$BTRACE" -q -e 'BEGIN { printf("quiet %d\n", -1 / 2); @m = 1; exit(); }'
echo "status $?"
