# plockstat: a command or -p, not both, not neither
PLOCKSTAT=$(dirname "$DTRACE")/plockstat
$PLOCKSTAT -C
echo "status $?"
$PLOCKSTAT -C -p 1 /bin/true
echo "status $?"
exit 1
