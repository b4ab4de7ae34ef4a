# printf() conversions refused as DTrace refuses them: %hhd is not one of
# DTrace's conversions, %f and %e take floating-point values (an int is
# not one), and no conversion takes an aggregation.  Each script would end
# at once if it were wrongly accepted.
while read -r stmt; do
	$DTRACE -qn "BEGIN { $stmt exit(0); }" 2>&1
	echo "status $?"
done <<'STMTS'
printf("%hhd\n", 1);
printf("%f\n", 1);
printf("%e\n", 1);
@a = count(); printf("%d\n", @a);
STMTS
