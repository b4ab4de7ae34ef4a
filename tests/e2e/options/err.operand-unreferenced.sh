# The last operand given must be referenced as $N (or $$N) by the program,
# as DTrace checks it: D_MACRO_UNUSED, "extraneous argument", unless -x
# argref (or #pragma D option argref).  Each program given is checked.
$DTRACE -x errtags -qn 'BEGIN { printf("%d\n", $1); exit(0); }' 1 2
echo "status $?"
$DTRACE -qn 'BEGIN { printf("%d %d\n", $1, $2); exit(0); }' 1 2
echo "status $?"
$DTRACE -x argref -qn 'BEGIN { printf("%d\n", $1); exit(0); }' 1 2
echo "status $?"
$DTRACE -qn '#pragma D option argref
BEGIN { printf("pragma\n"); exit(0); }' 1
echo "status $?"
$DTRACE -qn 'BEGIN { printf("%s\n", $$1); }' -n 'BEGIN { exit(0); }' x
echo "status $?"
exit 1
