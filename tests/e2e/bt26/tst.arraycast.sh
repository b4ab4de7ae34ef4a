# Casts between integers and integer arrays (bpftrace 0.19 and later,
# docs/language.md "Array casts"): the documentation's example (12345 as
# int8[8]: "39 30", and back: 12345), an array printed as bpftrace prints
# one ([1,2,3,4]), the size left out ((uint16[]) of a uint32: two
# elements), signed elements, an array kept in a map; then -f json.
# Expected output written by hand from those documents.
prog='BEGIN {
  $a = (int8[8])12345;
  printf("%x %x\n", $a[0], $a[1]);
  printf("%d\n", (uint64)$a);
  print($a);
  $x = (uint32)0x04030201;
  print((uint8[4])$x);
  print((uint16[])$x);
  print((int16[2])(int32)-2);
  $b = (uint8[4])$x;
  print((uint32)$b == $x);
  @m = (uint8[4])$x;
  exit();
}'
for f in text json; do
	"$BTRACE" -f $f -e "$prog"
	echo "status $?"
done
