# -p with a pid that does not exist is an error.
. "$TESTDIR/../lib.sh"
"$BTRACE" -p 999999999 -e 'BEGIN { exit(); }'
