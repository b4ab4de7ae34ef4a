# -o with a file that cannot be created is an error.
. "$TESTDIR/../lib.sh"
"$BTRACE" -o /nonexistent/dir/out -e 'BEGIN { exit(); }'
