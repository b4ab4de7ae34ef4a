# The last operand must be named by a $N of the program, as in DTrace
# (unless -x argref); the ones before it need not be.
$DTRACE -qn 'BEGIN { trace($1); exit(0); }' 7 8
echo "status $?"
$DTRACE -qn 'BEGIN { trace($2); exit(0); }' 7 8
echo "status $?"
$DTRACE -i 1 2 3 4
echo "status $?"
$DTRACE -x argref -qn 'BEGIN { trace($1); exit(0); }' 7 8
echo "status $?"
exit 1
