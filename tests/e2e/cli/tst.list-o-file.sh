# -l -o writes the listing to the file (appending), not to stdout.
f=$(mktemp)
trap 'rm -f "$f"' EXIT
echo "before" >"$f"
$DTRACE -l -o "$f" -n 'dtrace:::BEGIN'
echo "stdout done"
cat "$f"
