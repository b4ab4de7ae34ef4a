# -f text is the default output format.
. "$TESTDIR/../lib.sh"
"$BTRACE" -f text -e 'BEGIN { printf("text\n"); @m[1] = 2; exit(); }'
echo "status $?"
