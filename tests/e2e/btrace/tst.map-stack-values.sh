# Stacks and user symbols as map values (bpftrace's sslsnoop.bt keeps
# func in a map): stored, read back in printf, printed at exit with
# bpftrace's 8 blanks before a value's frames; an empty kernel stack (at a
# uprobe) prints as nothing.  The traced program still runs when the maps
# are printed (it sleeps after its round), so its symbols are read.
exec 2>&1
P=$PROGS/ufuncs
$BTRACE -c "$P 1 3000" -e "
uprobe:$P:add3 { @f[tid] = func; @s = ustack(1); @k = kstack; @kk[kstack] = 1; }
uretprobe:$P:add3 { printf(\"%s [%s]\n\", @f[tid], @k); delete(@f[tid]); exit(); }"
echo "status $?"
