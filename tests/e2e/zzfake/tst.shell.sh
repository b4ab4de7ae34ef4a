# @@args: A B
[ "$TESTDIR" = "$PWD" ] || echo "bad TESTDIR"
"$PROGS/sleeper" 10 4; echo "sleeper $?"
echo "args $*"
cat   # stdin must be /dev/null
