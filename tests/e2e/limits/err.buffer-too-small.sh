# An enabling whose aggregation entry or dynamic variable cannot fit in
# its buffer at all is refused, as DTrace refuses it.
$DTRACE -x aggsize=8 -qn 'BEGIN { @ = count(); exit(0); }'
echo "status $?"
$DTRACE -x dynvarsize=15 -qn 'BEGIN { a[1] = 1; exit(0); }'
echo "status $?"
$DTRACE -x dynvarsize=16 -x aggsize=16 -qn 'BEGIN { a[1] = 1; @ = count(); exit(0); }'
echo "status $?"
exit 1
