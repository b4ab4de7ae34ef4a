#!/usr/sbin/dtrace -s
/*
 * -C runs cpp: #define, #ifdef and -D on the command line; DTrace's own
 * macros are defined; a #! first line is allowed.
 * @@flags: -C -DEXTRA -DVAL=41
 */
#pragma D option quiet
#define GREETING "hello"
#ifdef EXTRA
#define N (VAL + 1)
#else
#define N 0
#endif

BEGIN
{
	printf("%s %d %d %d\n", GREETING, N, __SUNW_D_64 + 0, __linux + 0);
	exit(0);
}
