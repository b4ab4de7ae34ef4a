# A tuple holding str() of a string longer than BPFTRACE_STRLEN (4 bytes:
# 3 characters and the NUL): the string is cut as bpftrace cuts it, in a
# scratch tuple, a map of tuples and a nested tuple, in text and JSON.
# greet()'s first argument is "alice", then "bob", "carol".
for f in text json; do
	BPFTRACE_STRLEN=4 $BTRACE -f $f -e "uprobe:$PROGS/ufuncs:greet {
	    \$t = (arg1, str(arg0), \"xy\"); print(\$t);
	    @t[arg1] = (str(arg0), arg1);
	    @s = (str(arg0, 2), (str(arg0), -1)); }" -c "$PROGS/ufuncs 3"
done
