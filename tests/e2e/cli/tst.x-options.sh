# -x sets options; strsize truncates strings; -b sets the buffer size.
$DTRACE -x strsize=4 -x quiet -n 'BEGIN { printf("%s\n", "abcdefgh"); exit(0); }'
$DTRACE -b 8m -x switchrate=100hz -qn 'BEGIN { printf("ok\n"); exit(0); }'
$DTRACE -x nosuchopt -n 'BEGIN { exit(0); }'
echo "status $?"
