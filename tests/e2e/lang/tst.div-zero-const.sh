# Division or remainder by a constant zero is refused when the script is
# compiled, as DTrace does (also through /= and %=, and when the zero is
# a folded constant expression).
while read -r stmt; do
	$DTRACE -qn "BEGIN { $stmt exit(0); }" 2>&1
	echo "status $?"
done <<'STMTS'
trace(1 / 0);
trace(1 % 0);
x = 1; x /= 0;
x = 1; x %= 2 - 2;
STMTS
