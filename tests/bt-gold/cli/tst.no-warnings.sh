# --no-warnings drops the compile-time warnings (here: signed division).
. "$TESTDIR/../lib.sh"
"$BTRACE" --no-warnings -e 'BEGIN { printf("%d\n", -7 / 2); exit(); }'
echo "status $?"
