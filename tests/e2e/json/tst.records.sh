# -x oformat=json: one object per probe firing with its timestamp, CPU, id,
# provider, module, function, name and its output (trace values, printf
# messages with their values, printa, tracemem), then the aggregations not
# yet printed, with keys, values and histogram buckets.  jq and Python
# read the document; jq shows its shape.
out=$($DTRACE -x oformat=json -s records.d)
echo "$out" | jq -e . >/dev/null || { echo "jq: invalid JSON"; exit 1; }
echo "$out" | python3 -c 'import json, sys; json.load(sys.stdin)' ||
    { echo "python: invalid JSON"; exit 1; }
echo "$out" | jq -c '.dtrace.probes[] | (.timestamp, .cpu, .id | type), del(.timestamp, .cpu)'
echo "$out" | jq -c '.dtrace.aggregations[]'
