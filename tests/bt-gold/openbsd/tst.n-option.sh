# OpenBSD's btrace -n: parse the program and exit without running it
# (btrace(8): "No action.  Parse the program and then exit.").
# @@handwritten: bpftrace 0.17 has no -n option (invalid option, usage, exit 1); the expected output follows btrace(8): nothing printed, exit status 0
. "$TESTDIR/../lib.sh"
"$BTRACE" -n -e 'BEGIN { printf("not run\n"); exit(); }'
echo "status $?"
