# BPFTRACE_STRLEN sets how many bytes str() reads (the string is cut to
# STRLEN - 1 characters); the default is 64.
. "$TESTDIR/../lib.sh"
prog='uprobe:$1:readline { printf("%s\n", str(arg0)); } uretprobe:$1:readline { printf("%s\n", str(retval)); }'
BPFTRACE_STRLEN=5 "$BTRACE" -e "$prog" "$PROGS/ufuncs" -c "$PROGS/ufuncs 2"
"$BTRACE" -e 'BEGIN { printf("%d\n", sizeof(str($1))); exit(); }' x
BPFTRACE_STRLEN=100 "$BTRACE" -e 'BEGIN { printf("%d\n", sizeof(str($1))); exit(); }' x
