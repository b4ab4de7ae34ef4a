# buf(p, n): n bytes at p (at most BPFTRACE_STRLEN, 64), printed by %r
# (printable bytes as they are, others \xNN), %rx (every byte \xNN) and
# %rh (hex, blank-separated); in a scratch variable, print(), a map key,
# JSON.  greet()'s first argument is "alice", then "bob", "carol".
for f in text json; do
	$BTRACE -f $f -e "uprobe:$PROGS/ufuncs:greet { \$b = buf(arg0, 7);
	    printf(\"[%r] [%rx] [%rh]\\n\", \$b, buf(arg0, 3), buf(arg0, 2));
	    print(buf(arg0, arg1 + 2)); @[buf(arg0, 4)] = sum(arg1); }" \
	    -c "$PROGS/ufuncs 3"
done
