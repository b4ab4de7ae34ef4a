# ftruncate() empties the output file (-o) so far.
f=$(mktemp)
trap 'rm -f "$f"' EXIT
$DTRACE -qo "$f" -n 'BEGIN { printf("one\n"); } BEGIN { ftruncate(); printf("two\n"); exit(0); }'
cat "$f"
