# -h prints the usage text on stderr and exits 0.
. "$TESTDIR/../lib.sh"
"$BTRACE" -h
echo "status $?"
