# With -o FILE, bpftrace writes the two newlines before the maps on its
# standard output, not in the file (text and JSON alike); checked against
# bpftrace 0.17.
T=$(mktemp -d "${TMPDIR:-/tmp}/bt-o.XXXXXX") || exit 1
trap 'rm -rf "$T"' EXIT
$BTRACE -o "$T/text" -e 'BEGIN { printf("in the file\n"); @m = 3; exit(); }' | od -c
cat "$T/text"
$BTRACE -f json -o "$T/json" -e 'BEGIN { printf("x\n"); @m[1] = 2; exit(); }' | od -c
cat "$T/json"
