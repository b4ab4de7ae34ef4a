# uaddr("sym"): a global of the probed (non-PIE) program, read through
# with * and str(); reg("name"): the probed context's registers by
# bpftrace's names (di is the first argument).  What cannot be: uaddr()
# of a function, reg() outside a uprobe, an unknown register.
for f in text json; do
	$BTRACE -f $f -e "uprobe:$PROGS/ufuncs:greet { printf(\"%d %s %d\\n\",
	    *uaddr(\"ufuncs_counter\"), str(uaddr(\"ufuncs_last\")),
	    reg(\"si\")); @n[reg(\"si\")] = sum(reg(\"si\") + 1); }
	    uprobe:$PROGS/ufuncs:add3 { printf(\"%d %d\\n\", reg(\"di\") == arg0,
	    reg(\"ip\") > 0); }" -c "$PROGS/ufuncs 3"
done
$BTRACE -e "uprobe:$PROGS/ufuncs:greet { @x = uaddr(\"add3\"); }"
echo "status $?"
$BTRACE -e 'BEGIN { @x = reg("ip"); }'
echo "status $?"
$BTRACE -e "uprobe:$PROGS/ufuncs:greet { @x = reg(\"r99\"); }"
echo "status $?"
