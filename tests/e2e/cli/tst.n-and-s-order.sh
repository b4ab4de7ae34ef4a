# -n and -s programs together make one program whose clauses run in
# command-line order.
f=$(mktemp)
trap 'rm -f "$f"' EXIT
printf 'BEGIN { printf("two\\n"); }\n' >"$f"
$DTRACE -q -n 'BEGIN { printf("one\n"); }' -s "$f" -n 'BEGIN { printf("three\n"); exit(0); }'
echo "status $?"
