# freopen() sends the output to a file (appending) until freopen("").
f=$(mktemp)
trap 'rm -f "$f"' EXIT
$DTRACE -wqn 'BEGIN { printf("before\n"); freopen("%s", $$1); printf("in file\n"); }
BEGIN { freopen(""); printf("after\n"); exit(0); }' "$f" 2>/dev/null
echo "file:"
cat "$f"
