/*
 * An enumerator's value may use the enumerators before it in its own
 * enum, and any constant expression (/ % >> fold as the program
 * computes them).
 */
#pragma D option quiet

enum colors {
	RED,
	ORANGE = 5 + 5,
	YELLOW = 2,
	GREEN,
	BLUE = GREEN + ORANGE,
	PINK = 5 / 4,
	INDIGO = -2,
	VIOLET,
	GREY = -7 / 2,
	WHITE = -7 % 3,
	BLACK = -16 >> 2
};

BEGIN
{
	printf("%d %d %d %d %d %d %d %d %d %d %d\n", RED, ORANGE, YELLOW,
	    GREEN, BLUE, PINK, INDIGO, VIOLET, GREY, WHITE, BLACK);
	exit(0);
}
