# Errors of bpftrace's semantic pass are each reported, in the order of
# the text, across statements and probes; errors of its later passes
# (type mismatches of operations, keys of maps) only when no earlier one
# is; an unknown function stops the analysis; a variable whose
# assignment failed is not reported undefined.  Each output checked
# against bpftrace 0.17.
for s in \
    'BEGIN { @a = hist(); $b = str(1, 2, 3); print(retval); } END { @c = lhist(1, 10, 5, 1); }' \
    'BEGIN { @m[1] = 1; @m["x"] = 2; if (1 == "a") { } }' \
    'BEGIN { @m[1] = 1; @m = 2; }' \
    'BEGIN { @m = 1; @m[1, "a"] = 2; }' \
    'BEGIN { if (1 + "a") { } if (comm) { } }' \
    'BEGIN { @c = count(); @c = hist(1); @d = sum(comm); $x = min(1); }' \
    'BEGIN { @x = lhist(1, -5, 10, 0); @y = lhist(1, 5, 3, 0); @z = lhist(1, 0, 10, 20); }' \
    'BEGIN { clear(@m[1]); zero(1); print(arg0); print(sarg1); }' \
    'BEGIN { printf("%d %s\n", nosuch, 1); strncmp(1, "a", 1); strncmp("a", 2, 1); }' \
    'BEGIN { foo(); bar(); }' \
    'BEGIN { $x = nosuch; print($x); $y = $x + 1; }' \
    'BEGIN { $x = (uint8)1; $y = 08; }' \
    "BEGIN { print('x'); print(1e20); }" \
    'BEGIN { print("abc); }
}'; do
	$BTRACE -e "$s"
	echo "status $?"
done
exit 1
