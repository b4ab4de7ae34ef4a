# len() and find()'s values printed with print(), as text and as -f json
# (later bpftrace; docs/stdlib.md "len", "find",
# "print"; docs/output.md for the JSON form): an integer, and the tuple
# the docs' find() example finds.  Expected output written by hand from
# those documents; find()'s boolean is an integer, as has_key()'s
# (INCOMPATIBILITIES.md).
prog='config = { print_maps_on_exit = false }
BEGIN {
  @map[1] = (0, "zero");
  @map[2] = (1, "hello");
  print(len(@map));
  let $val;
  if (find(@map, 2, $val)) {
    print($val);
  }
  print(find(@map, 3, $val));
  exit();
}'
for f in text json; do
	"$BTRACE" -f $f -e "$prog"
	echo "status $?"
done
