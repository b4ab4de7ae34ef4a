/*
 * lltostr() in decimal (with a sign) and in other bases.
 * @@flags: -q
 */
BEGIN
{
	printf("[%s] [%s] [%s] [%s]\n", lltostr(0), lltostr(123456789),
	    lltostr(-42), lltostr(-9223372036854775807 - 1));
	printf("[%s] [%s] [%s] [%s]\n", lltostr(255, 16), lltostr(5, 2),
	    lltostr(35, 36), lltostr(0xffffffffffffffff, 16));
	exit(0);
}
