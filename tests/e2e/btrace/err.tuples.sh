# Compile errors about tuples, as bpftrace 0.17 words and places them
# (each checked against it): tuples of different shapes or element
# types in one variable, a tuple and an integer in one variable or map,
# a tuple given to printf's %d or %s, operators on tuples, an index
# beyond the tuple or not a number.
for s in 'BEGIN { $t = (1, 2); $t = (1, "a"); }' \
    'BEGIN { $t = (1, 2); $t = (1, 2, 3); }' \
    'BEGIN { $t = (1, 2); $t = 3; }' 'BEGIN { $t = 3; $t = (1, 2); }' \
    'BEGIN { @t = (1, 2); @t = 3; }' 'BEGIN { @t = 3; @t = (1, "ab"); }' \
    'BEGIN { $t = (1, 2); printf("%d\n", $t); }' \
    'BEGIN { $t = (1, (2, "x")); printf("%s %s\n", $t.1.1, $t); }' \
    'BEGIN { $t = (1, 2); $t--; }' \
    'BEGIN { $t = (1, 2); $t.2; }' 'BEGIN { $t = (1, (2, 3)); $t.1.9; }' \
    'BEGIN { $t = (1, 2); $x = $t.a; }' \
    'BEGIN { $a = (1, 2); printf("%d\n", $a < (1, 3)); }' \
    'BEGIN { $t = (1, 2); --$t; }'; do
	$BTRACE -e "$s"
	echo "status $?"
done
exit 1
