/*
 * printf integer conversions with flags, widths and precisions.
 * @@flags: -q
 */
BEGIN
{
	printf("[%d] [%i] [%u] [%o] [%x] [%X]\n", -42, 42, 42, 8, 255, 255);
	printf("[%5d] [%-5d] [%05d] [%+d] [% d] [%.3d]\n", 42, 42, 42, 42, 42, 7);
	printf("[%#o] [%#x] [%#X] [%x]\n", 8, 255, 255, -1);
	printf("[%*d] [%-*d] [%.*d]\n", 6, 1, 6, 2, 4, 3);
	printf("[%lld] [%llu] [%ld] [%hd] [%d]\n", -9223372036854775807 - 1,
	    18446744073709551615u, 123456789012, (short)70000, (char)300);
	printf("[%d%%]\n", 50);
	exit(0);
}
