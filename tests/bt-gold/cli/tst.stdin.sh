# "-" as the program file reads the program from standard input.
. "$TESTDIR/../lib.sh"
echo 'BEGIN { printf("from stdin %d\n", $1); exit(); }' | "$BTRACE" - 7
echo "status $?"
