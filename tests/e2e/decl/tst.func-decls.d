/*
 * Function declarations, and pointers to functions (a parenthesized
 * declarator), are accepted as DTrace accepts them.
 */
#pragma D option quiet

extern long getlong(void);
extern char *getstr(int);
extern void (*handler)(int);
extern long **(**table)(void);
int (*cmp)(const void *, const void *);
extern int vararg(int, ...);
extern int unknown();

BEGIN
{
	printf("declared\n");
	exit(0);
}
