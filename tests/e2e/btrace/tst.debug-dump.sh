# -d: the program is compiled, not run; its syntax tree (the engine's
# nodes, one a line, with line:column) and the BPF code of each program are
# printed on stdout.  BEGIN does not run.
out=$(mktemp) || exit 1
trap 'rm -f "$out"' EXIT
$BTRACE -d -e 'BEGIN { printf("ran %d\n", 1 + 2); }' >"$out"
echo "status $?"
sed -n '1,/^$/p' "$out"
grep -c '^ran' "$out"
grep '^BPF program for' "$out"
grep -c '^ *[0-9][0-9]*: ' "$out" | sed 's/^[1-9][0-9]*$/instructions shown/'
# a tree that cannot be written is an error
$BTRACE -d -e 'BEGIN { exit(); }' 2>&1 >/dev/full
echo "status $?"
