# The output of every aggregation, printa, printf, trace and action test
# script, run again with -x oformat=json and -O (aggregations at exit too),
# is one JSON object a line, each a whole document with "version" 1 (jq
# parses each line by itself).  Prints only the scripts that fail.
annot() { sed -n "s/.*@@$2:[[:space:]]*//p" "$1" | head -n 1 | sed 's/[[:space:]]*\*\/.*$//; s/[[:space:]]*$//'; }
n=0
for f in ../aggs/tst.*.d ../printf/tst.*.d ../actions/tst.*.d ../smoke/tst.*.d; do
	flags=$(annot "$f" flags); args=$(annot "$f" args)
	(cd "$(dirname "$f")" && eval "timeout 20 \"\$DTRACE\" -O -x oformat=json $flags -s \"$(basename "$f")\" $args") \
	    </dev/null >/tmp/dtrace-json.$$ 2>/dev/null
	if [ ! -s /tmp/dtrace-json.$$ ] ||
	    ! jq -Rne '[inputs | fromjson | type == "object" and .version == 1] |
		length > 0 and all' </tmp/dtrace-json.$$ >/dev/null 2>&1; then
		echo "not JSON: $f"
	fi
	n=$((n + 1))
done
rm -f /tmp/dtrace-json.$$
[ $n -gt 50 ] && echo "checked more than 50 scripts"
