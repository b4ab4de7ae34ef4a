/*
 * Enumerators are integer constants: implicit values count on from the
 * previous one.
 * @@flags: -q
 */
enum color { RED, GREEN = 5, BLUE, BLACK = -1, WHITE };

BEGIN
{
	printf("%d %d %d %d %d\n", RED, GREEN, BLUE, BLACK, WHITE);
	printf("%d\n", sizeof(enum color));
	exit(0);
}
