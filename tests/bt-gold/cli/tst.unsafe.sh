# --unsafe allows system(), whose command output appears in order with
# the tracer's own output.
. "$TESTDIR/../lib.sh"
"$BTRACE" --unsafe -e 'BEGIN { printf("1\n"); system("echo 2"); printf("3\n"); exit(); }'
echo "status $?"
