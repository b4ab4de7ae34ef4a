# -e PROGRAM runs a program given on the command line; the words after it
# are its positional parameters.
. "$TESTDIR/../lib.sh"
"$BTRACE" -e 'BEGIN { printf("%d args: %s %d\n", $#, str($1), $2 + 1); exit(); }' word 41
echo "status $?"
