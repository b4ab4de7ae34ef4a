# -c with a command that does not exist: an error, exit status 255.
# @@exit: 255
. "$TESTDIR/../lib.sh"
"$BTRACE" -e 'BEGIN { exit(); }' -c /nonexistent/bt-gold-command
