# an option value that does not parse: DTrace's message, exit status 1.
$DTRACE -x bufsize=lots -n 'BEGIN { exit(0); }'
echo "status $?"
$DTRACE -b 12q -n 'BEGIN { exit(0); }'
echo "status $?"
$DTRACE -x switchrate=fast -n 'BEGIN { exit(0); }'
echo "status $?"
exit 1
