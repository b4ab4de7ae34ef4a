# Inlines expanded into a tree can make it deeper than the parser allows
# one expression: 1,800 levels are checked and run, 2,700 are refused by
# the semantic pass (its bound, 2,000 levels, is every later pass's too).
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
chain=$(python3 -c "print(' + '.join(['1'] * 900))")
{
	echo "inline int a = $chain;"
	echo "inline int b = a + $chain;"
	echo "inline int c = b + $chain;"
} >"$dir/inl.d"
{ cat "$dir/inl.d"; echo 'BEGIN { trace(b); exit(0); }'; } >"$dir/ok.d"
{ cat "$dir/inl.d"; echo 'BEGIN { trace(c); exit(0); }'; } >"$dir/deep.d"
$DTRACE -q -s "$dir/ok.d"
echo "ok: $?"
$DTRACE -q -s "$dir/deep.d" 2>&1 | sed 's/.*: line/line/'
echo "deep: ${PIPESTATUS[0]}"
