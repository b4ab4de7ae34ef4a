# copyinstr(), copyin() and copyinto() of user memory in a page the
# process has never touched (a file it mapped and has not read): a probe
# cannot fault the page in, so what is read is zeroes (an empty string),
# each read counted as a drop ("user memory drop"); no fault.  At a pid
# probe, then at openat(2)'s entry with the same pointer (the kernel reads
# it afterwards; the program prints it last).  An address in no mapping
# still faults.  (dtrace's output goes to a file: the program's would mix
# with it.)  The drop lines' counts are summed (a line may come at
# each statusrate).
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
{ head -c 8192 /dev/zero; printf 'hello from a cold page'; head -c 4074 /dev/zero; } > "$tmp/cold"
$DTRACE -q -n '
pid$target:a.out:show:entry
{
	self->p = arg0;
	printf("copyinstr [%s]\n", copyinstr(arg0));
	printf("copyinstr 5 [%s]\n", copyinstr(arg0, 5));
	printf("copyin %d\n", *(uint64_t *)copyin(arg0, 8));
	this->b = (uint64_t *)alloca(8);
	*this->b = 42;
	copyinto(arg0, 8, this->b);
	printf("copyinto %d\n", *this->b);
}
syscall::openat:entry
/self->p != 0 && arg1 == self->p/
{
	printf("openat [%s]\n", copyinstr(arg1));
}
syscall::openat:entry
/self->p != 0 && arg1 == self->p/
{
	printf("unmapped [%s]\n", copyinstr(4096));
}' -o "$tmp/out" -c "$PROGS/coldpage $tmp/cold 8192" 2> "$tmp/err"
echo "status $?"
cat "$tmp/out"
awk '/ user memory drop/ { n += $2; next } { print } END { print "drops", n }' "$tmp/err"
