/*
 * bcopy() and copyinto() write only into memory the clause's alloca()
 * calls hold: a copy that ends where the memory ends is fine (15 bytes
 * are 16); a destination before it is the fault "invalid address".
 * @@flags: -q
 */
BEGIN
{
	a = "0123456789abcdef";
	s = (char *)alloca(15);
	bcopy(a, &s[15], 1);
	printf("%c\n", s[15]);
}

BEGIN
{
	s = (char *)alloca(15);
	bcopy(a, s - 1, 1);
	printf("not reached\n");
}

BEGIN
{
	exit(1);
}
