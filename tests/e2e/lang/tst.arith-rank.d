/*
 * D's arithmetic has no integer promotions: the result has the type of
 * the operand of greater rank (size, then unsignedness), so it wraps
 * as that type when it is recorded.
 * @@flags: -q
 */
unsigned char uc[int];
signed char sc[int];
unsigned short us[int];

BEGIN
{
	uc[0] = 254; sc[0] = 3; us[0] = 65535;
	printf("%d %d\n", uc[0] + sc[0], sc[0] + uc[0]);
	printf("%d %d\n", uc[0] + uc[0], sc[0] - 5);
	printf("%d %d\n", us[0] + sc[0], us[0] + 1);
	exit(0);
}
