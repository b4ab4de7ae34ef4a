# lquantize() and llquantize() arguments checked in DTrace's order, each
# failure with its tag: a base or limit beyond 32 bits, a limit not above
# the base, a step that is not positive or beyond 16 bits; a factor below
# 2 or beyond 16 bits, magnitudes beyond 16 bits or out of order, steps
# not positive, and steps and factor that do not divide each other.
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
check() {
	printf 'BEGIN { @ = %s; exit(0); }\n' "$1" >"$dir/t.d"
	out=$($DTRACE -q -x errtags -s "$dir/t.d" 2>&1 >/dev/null)
	tag=$(printf '%s\n' "$out" | sed -n 's/.*\[\(D_[A-Z_]*\)\].*/\1/p')
	echo "$1: ${tag:-accepted}"
}
check 'lquantize(1, 2147483657, 1000)'
check 'lquantize(1, -2147483657, 1000)'
check 'lquantize(1, 100, -2147483657)'
check 'lquantize(1, 1100, 1100, -100)'
check 'lquantize(1, 0, 100, 0)'
check 'lquantize(1, 1, 100000, 100000)'
check 'lquantize(1, 0, 1000000, 1)'
check 'lquantize(1, 0, 100, 10)'
check 'llquantize(1, 1, 0, 6, 20)'
check 'llquantize(1, 65536, 0, 6, 20)'
check 'llquantize(1, 10, -1, 6, 20)'
check 'llquantize(1, 10, 65536, 6, 20)'
check 'llquantize(1, 10, 0, -1, 20)'
check 'llquantize(1, 10, 4, 3, 20)'
check 'llquantize(1, 10, 0, 6, 0)'
check 'llquantize(1, 10, 0, 6, -1)'
check 'llquantize(1, 10, 0, 6, 6)'
check 'llquantize(1, 10, 0, 6, 15)'
check 'llquantize(1, 10, 0, 6, 25)'
check 'llquantize(1, 10, 0, 6, 30)'
check 'llquantize(1, 10, 0, 6, 5)'
check 'llquantize(1, 10, 0, 6, 20)'
check 'llquantize(1, 10, 0, 2, 1000)'
