# usym(), ufunc() and umod() as aggregation keys: every address inside one
# function is one key for usym/ufunc, every address inside one file one
# key for umod.  Then uaddr(), usym(), umod() as actions and printf's %A.
$DTRACE -qn 'profile-997 /pid == $target && arg1 != 0/ {
	@s[usym(arg1)] = count(); @f[ufunc(arg1)] = count(); @m[umod(arg1)] = count(); }' \
    -c "$PROGS/stacks spin 300" | awk '$1 == "stacks`inner" || $1 == "stacks" { print $1 }'
$DTRACE -qn 'syscall::getppid:entry /pid == $target/ {
	uaddr(uregs[R_PC]); printf("|"); usym(uregs[R_PC]); printf("|"); umod(uregs[R_PC]);
	printf("|%A|%a\n", uregs[R_PC], 5); exit(0); }' \
    -c "$PROGS/stacks getppid 3" | sed -E 's/[+]0x[0-9a-f]+ */+OFF /; s/[+]0x[0-9a-f]+[|]/+OFF|/'
