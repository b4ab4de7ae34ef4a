# -o sends the output to a file, appending to what is there.
f=$(mktemp)
trap 'rm -f "$f"' EXIT
echo "existing" >"$f"
$DTRACE -qo "$f" -n 'BEGIN { printf("traced\n"); exit(0); }'
cat "$f"
