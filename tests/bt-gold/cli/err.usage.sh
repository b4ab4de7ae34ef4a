# Without a program the usage text goes to stderr and the exit status
# is 1.
. "$TESTDIR/../lib.sh"
"$BTRACE"
