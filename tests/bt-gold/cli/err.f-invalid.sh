# -f with an unknown format is an error.
. "$TESTDIR/../lib.sh"
"$BTRACE" -f xml -e 'BEGIN { exit(); }'
