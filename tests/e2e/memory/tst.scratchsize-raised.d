/*
 * -x scratchsize raises what a clause may allocate: 4000 bytes fit in
 * 4k, and a copyin() of up to the same size.
 * @@flags: -q -x scratchsize=4k
 */
BEGIN
{
	a = (char *)alloca(4000);
	printf("%d %d\n", a[0], a[3999]);
	exit(0);
}
