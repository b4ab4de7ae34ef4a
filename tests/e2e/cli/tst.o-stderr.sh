# -o: traced output (with the header) goes to the file; notices stay on
# stderr; nothing on stdout.
f=$(mktemp)
trap 'rm -f "$f"' EXIT
$DTRACE -o "$f" -n 'BEGIN { trace(7); exit(0); }' 2>&1
echo "-- file:"
sed 's/^ *[0-9][0-9]* /  C /' "$f"
