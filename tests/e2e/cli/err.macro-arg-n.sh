# $2 with only one operand, from -n: the description is echoed whole.
$DTRACE -x errtags -qn 'BEGIN { printf("%d %d\n", $1, $2); exit(0); }' 5
