# -l and -V together: only one mode at a time, usage status 2.
$DTRACE -l -V
echo "status $?"
exit 1
