# Long operator chains and deep nesting (20,000 terms of +, &&, ?:,
# parentheses, [], else-if) are refused by both commands with a clear
# error and exit status 1, not a crash of the recursive passes.  Only the
# message of each error is shown (bt errors quote the whole source line).
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
gen() {	# gen LANG KIND: a program with a 20,000-term chain
	python3 - "$1" "$2" <<'PY'
import sys
lang, kind = sys.argv[1], sys.argv[2]
n = 20000
v = '$x' if lang == 'bt' else 'this->x'
ex = 'exit()' if lang == 'bt' else 'exit(0)'
arr = '@a' if lang == 'bt' else 'a'
body = {
    'plus': v + ' = ' + ' + '.join(['1'] * n) + ';',
    'and': v + ' = ' + ' && '.join(['1'] * n) + ';',
    'cond': v + ' = ' + ' ? 1 : '.join(['1'] * n) + ';',
    'paren': v + ' = ' + '(' * n + '1' + ')' * n + ';',
    'index': arr + '[1] = 1; ' + v + ' = ' + arr + '[1]' + '[1]' * n + ';',
    'elseif': 'if (1) { ' + v + ' = 1; }' +
        (' else if (1) { ' + v + ' = 1; }') * n,
}[kind]
print('BEGIN { ' + body + ' ' + ex + '; }')
PY
}
for k in plus and cond paren index elseif; do
	gen bt $k >"$dir/p.bt"
	$BTRACE "$dir/p.bt" >/dev/null 2>"$dir/err"
	echo "btrace $k: $? $(sed -n '1s/.*ERROR: //p' "$dir/err")"
	gen d $k >"$dir/p.d"
	$DTRACE -e -s "$dir/p.d" >/dev/null 2>"$dir/err"
	echo "dtrace $k: $? $(sed -n '1s/.*: line 1: //p' "$dir/err")"
done
