/*
 * "( name ) - x" is a cast when the kernel has a type of that name
 * (uint, u8 are its typedefs), and a subtraction when name is a variable.
 */
#pragma D option quiet

BEGIN
{
	x = 5;
	printf("%d %d %d %d\n", (x) - 1, (x) * 2, (uint)-12345, (u8)-1);
	exit(0);
}
