# -o: aggregations printed at the end go to the file too; two runs append.
f=$(mktemp)
trap 'rm -f "$f"' EXIT
$DTRACE -qo "$f" -n 'BEGIN { @["first"] = sum(1); exit(0); }'
$DTRACE -qo "$f" -n 'BEGIN { @["second"] = sum(2); exit(0); }'
echo "stdout empty"
cat "$f"
