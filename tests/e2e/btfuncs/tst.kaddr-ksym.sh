# kaddr("sym"): a kernel symbol's address (compared with /proc/kallsyms),
# resolved when the program is built; ksym(addr): the function's bare
# name (no offset), the address in hex when there is none; in a key, in
# print(), in JSON; two addresses of one function are two keys, as
# bpftrace keeps them.  An unknown symbol cannot be compiled.
a=$(awk '$3 == "vfs_read" { print $1; exit }' /proc/kallsyms)
for f in text json; do
	$BTRACE -f $f -e "BEGIN { printf(\"%d %s %s %s\\n\",
	    kaddr(\"vfs_read\") == (uint64)0x$a, ksym(kaddr(\"vfs_read\")),
	    ksym(kaddr(\"vfs_read\") + 5), ksym(1));
	    print(ksym(kaddr(\"vfs_read\")));
	    @k[ksym(kaddr(\"vfs_write\"))] = count();
	    @two[ksym(kaddr(\"vfs_read\"))] = count();
	    @two[ksym(kaddr(\"vfs_read\") + 1)] = count();
	    @two[ksym(kaddr(\"vfs_read\") + 1)] = count(); exit(); }"
done
$BTRACE -e 'BEGIN { @a = kaddr("no_such_kernel_symbol"); exit(); }'
echo "status $?"
