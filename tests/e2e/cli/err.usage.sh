# an unknown option prints the usage and exits 2; no program is 2 too.
out=$(mktemp)
trap 'rm -f "$out"' EXIT
$DTRACE -k >"$out" 2>&1
echo "status $?"
head -n 2 "$out"
$DTRACE >"$out" 2>&1
echo "status $?"
head -n 1 "$out"
exit 1
