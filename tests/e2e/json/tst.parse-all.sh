# The output of every aggregation, printa, printf, trace and action test
# script, run again with -x oformat=json, is valid JSON (jq reads it) with
# the top-level shape {"dtrace": {"probes": [...], ...}}.  Prints only the
# scripts that fail.
annot() { sed -n "s/.*@@$2:[[:space:]]*//p" "$1" | head -n 1 | sed 's/[[:space:]]*\*\/.*$//; s/[[:space:]]*$//'; }
n=0
for f in ../aggs/tst.*.d ../printf/tst.*.d ../actions/tst.*.d ../smoke/tst.*.d; do
	flags=$(annot "$f" flags); args=$(annot "$f" args)
	(cd "$(dirname "$f")" && eval "timeout 20 \"\$DTRACE\" -x oformat=json $flags -s \"$(basename "$f")\" $args") \
	    </dev/null >/tmp/dtrace-json.$$ 2>/dev/null
	if [ ! -s /tmp/dtrace-json.$$ ] ||
	    ! jq -e '.dtrace.probes | type == "array"' </tmp/dtrace-json.$$ >/dev/null 2>&1; then
		echo "not JSON: $f"
	fi
	n=$((n + 1))
done
rm -f /tmp/dtrace-json.$$
[ $n -gt 50 ] && echo "checked more than 50 scripts"
