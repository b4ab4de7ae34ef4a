# -B with an unknown mode is an error.
. "$TESTDIR/../lib.sh"
"$BTRACE" -B sometimes -e 'BEGIN { exit(); }'
