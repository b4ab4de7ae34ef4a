/*
 * sizeof of C and D type names on a 64-bit system.
 * @@flags: -q
 */
BEGIN
{
	printf("%d %d %d %d %d\n", sizeof(char), sizeof(short), sizeof(int),
	    sizeof(long), sizeof(long long));
	printf("%d %d %d %d\n", sizeof(int8_t), sizeof(uint16_t),
	    sizeof(int32_t), sizeof(uint64_t));
	printf("%d %d\n", sizeof(char *), sizeof(unsigned));
	exit(0);
}
