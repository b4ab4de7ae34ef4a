# Operators refuse operands of the wrong type in DTrace's words: + and -
# say the operand types are incompatible, % and the bit operators want
# integral operands, the logical operators and ! scalar ones, ++ a scalar.
# Each clause would end at once if it were wrongly accepted.
while read -r stmt; do
	$DTRACE -qn "BEGIN { $stmt exit(0); }" 2>&1
	echo "status $?"
done <<'STMTS'
trace("a" + "b");
x = 3; x += "foo";
trace(~"a");
trace(!"a");
trace("a" << 1);
trace("a" % 2);
trace("a" & 1);
trace("a" && 1);
s = "a"; s++;
trace(-"a");
trace("a" * 2);
1++;
pid = 1;
STMTS
