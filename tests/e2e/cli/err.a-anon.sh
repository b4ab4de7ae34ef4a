# -a claims the anonymous tracing state (the option grabanon): Linux has
# none, so tracing does not start, with DTrace's error for that case,
# alone or with a program.
$DTRACE -a
echo "status $?"
$DTRACE -a -n 'BEGIN { exit(0); }'
