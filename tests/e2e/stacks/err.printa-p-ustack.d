/* @@flags: -x errtags */ /* a ustack() key is of type stack: %p does not take it */
BEGIN
{
	@[ustack()] = count();
	printa("%p\n", @);
	exit(0);
}
