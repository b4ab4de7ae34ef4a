# -x oformat=json (with FreeBSD's -O, to print the aggregations at exit):
# one JSON object a line, each with "version" 1 and a timestamp.  A probe
# firing has its CPU, id, provider, module, function, name and its output
# (trace values, printf messages with their values, printa, tracemem); each
# aggregation not yet printed is a line of its own at the end, with keys,
# values and histogram buckets.  jq and Python read each line by itself.
out=$($DTRACE -O -x oformat=json -s records.d)
echo "$out" | wc -l
echo "$out" | while IFS= read -r line; do
	printf '%s\n' "$line" | jq -e . >/dev/null || echo "jq: invalid line: $line"
done
echo "$out" | python3 -c 'import json, sys; [json.loads(l) for l in sys.stdin]' ||
    { echo "python: invalid JSON line"; exit 1; }
echo "$out" | jq -c '[.version, (.timestamp | type)]' | uniq -c
echo "$out" | jq -c 'select(.output) | (.cpu, .id | type), del(.version, .timestamp, .cpu)'
echo "$out" | jq -c 'select(has("aggregation-name")) | del(.version, .timestamp)'
