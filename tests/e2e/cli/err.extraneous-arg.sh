# An operand that no $N of the program names is an error, as in DTrace:
# the last one not named is reported; every one named is fine.
$DTRACE -qn 'BEGIN { trace($1); exit(0); }' 7 8
echo "status $?"
$DTRACE -qn 'BEGIN { trace($2); exit(0); }' 7 8
echo "status $?"
$DTRACE -i 1 2 3 4
echo "status $?"
$DTRACE -qn 'BEGIN { printf("%d %d\n", $1, $2); exit(0); }' 7 8
echo "status $?"
exit 1
