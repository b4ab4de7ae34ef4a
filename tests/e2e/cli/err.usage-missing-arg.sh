# an option missing its argument: getopt's message, the usage, status 2.
out=$(mktemp)
trap 'rm -f "$out"' EXIT
for o in -n -s -x -c -p -b -o; do
	$DTRACE $o >"$out" 2>&1
	echo "$o: status $?"
	head -n 2 "$out"
done
exit 1
