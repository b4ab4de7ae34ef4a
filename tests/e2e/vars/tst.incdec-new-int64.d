/*
 * ++ and -- on a variable nothing declared or assigned yet create it as
 * an int64_t, as DTrace does.
 * @@flags: -q
 */
BEGIN
{
	n++;
	self->m--;
	printf("%d %d %d %d\n", sizeof(n), n, sizeof(self->m), self->m);
	exit(0);
}
