# --version and -V print the version and exit 0.
. "$TESTDIR/../lib.sh"
"$BTRACE" --version
echo "status $?"
"$BTRACE" -V
echo "status $?"
