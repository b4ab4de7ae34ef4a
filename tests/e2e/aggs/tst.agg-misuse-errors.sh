# Aggregations misused, refused in DTrace's words: assigned something that
# is not an aggregating function, a statement that only names one, traced
# as a value, and a string given to sum().  Each script would end at once
# if it were wrongly accepted.
while read -r stmt; do
	$DTRACE -qn "BEGIN { $stmt exit(0); }" 2>&1
	echo "status $?"
done <<'STMTS'
@a = 1;
@a = count(); @a;
@a = count(); trace(@a);
@a = sum("x");
STMTS
