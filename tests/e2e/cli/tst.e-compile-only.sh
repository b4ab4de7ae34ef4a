# -e compiles and stops: nothing is traced.
$DTRACE -e -n 'BEGIN { printf("not printed\n"); }'
echo "status $?"
