/* SPDX-License-Identifier: Apache-2.0 */
/*
 * usdtargs.c -- trigger program for the decoding of USDT arguments: each
 * probe of fire() has arguments the compiler (at the Makefile's -O1)
 * describes in its note otherwise: constants ($N), globals at their
 * symbol (SYM(%rip), N+SYM(%rip)), struct members through a pointer
 * (N(%reg)), array elements (N(%base,%index,scale)), a local on the
 * stack (N(%rbp)), and one probe placed twice with its argument in
 * different places.  The values are fixed: the test knows them.
 * Usage: usdtargs
 */
#include <stdlib.h>
#include <sys/sdt.h>

struct rec {
	long id;
	int weight;
	short tag;
	signed char level;
};

long g_long = -123456789012L;
int g_int = -42;
unsigned char g_byte = 200;
struct rec g_rec = { 77, -5, 300, -3 };
static long g_arr[4] = { 10, 20, 30, 40 };

__attribute__((noinline)) static void
fire(const struct rec *r, int i, const long *arr)
{
	volatile int local = r->weight * 3;

	STAP_PROBE3(ua, consts, 42, -7, 0x123456789L);
	STAP_PROBE3(ua, globals, g_long, g_int, g_byte);
	STAP_PROBE3(ua, member, g_rec.id, g_rec.weight, g_rec.tag);
	STAP_PROBE4(ua, pointer, r->id, r->weight, r->tag, r->level);
	STAP_PROBE3(ua, element, g_arr[i], i, arr[i + 1]);
	STAP_PROBE1(ua, local, local);
	if (i & 1)
		STAP_PROBE2(ua, twice, g_rec.weight, 1);
	else
		STAP_PROBE2(ua, twice, r->tag, 2);
}

int
main(void)
{
	struct rec *r = malloc(sizeof(*r));
	int i;

	if (r == NULL)
		return 1;
	r->id = 5000000000L;
	r->weight = -9;
	r->tag = -2;
	r->level = 7;
	for (i = 1; i <= 2; i++)
		fire(r, i, g_arr);
	free(r);
	return 0;
}
