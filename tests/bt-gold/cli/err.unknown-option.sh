# An unknown option: getopt's message (program path masked), the usage
# text, exit status 1.
. "$TESTDIR/../lib.sh"
"$BTRACE" --no-such-option -e 'BEGIN { exit(); }' 2>&1 | sed 's#^[^ ]*: unrecognized#PROG: unrecognized#'
exit "${PIPESTATUS[0]}"
