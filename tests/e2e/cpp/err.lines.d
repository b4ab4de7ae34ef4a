/*
 * Errors after cpp report the script's own line numbers.
 * @@flags: -x errtags -C
 */
#define A 1
#define B 2

BEGIN
{
	x = A + ;
}
