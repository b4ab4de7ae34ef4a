/* SPDX-License-Identifier: Apache-2.0 */
/*
 * recs.c -- trigger program for pointer arithmetic and bit-field tests:
 * calls, ROUNDS times (default 1), functions given arrays of known
 * contents (all noinline, arguments in registers):
 *
 *   rec_walk(recs, 3)      struct rec recs[3], element k (0, 1, 2):
 *                            .id = 100 + k, .kind = k + 1 (uint8),
 *                            .port = 8000 + k (uint16),
 *                            .flags = 0x10000 * (k + 1) + k (uint32),
 *                            .big = (k + 1) << 40 (uint64),
 *                            .neg = -1 - k (int32);  returns the ids' sum
 *   bits_walk(bits, 3)     struct bits bits[3], element k: the bit-fields
 *                            a:1 = k & 1, b:3 = k + 5, c:4 = 15 - k,
 *                            d:7 = 100 + k, e:1 = 1, s:5 (signed) = -3 - k,
 *                            f:12 = 0xabc + k, g:32 = 0x89abcdef + k,
 *                            h:20 = 0xfffff - k, then .tail = 77 + k;
 *                            returns the tails' sum
 *   ints_walk(u8, u16, u32, u64, i32)
 *                          five arrays of 4 elements: u8[k] = 0xf0 + k,
 *                            u16[k] = 0xfff0 + k, u32[k] = 0xfffffff0 + k,
 *                            u64[k] = 0xfffffffffffffff0 + k,
 *                            i32[k] = -100 * k
 *
 * It prints nothing and exits 0.
 *
 * Usage: recs [ROUNDS]
 */
#include <stdint.h>
#include <stdlib.h>

struct rec {
	int id;
	uint8_t kind;
	uint16_t port;
	uint32_t flags;
	uint64_t big;
	int32_t neg;
};

struct bits {
	unsigned int a:1;
	unsigned int b:3;
	unsigned int c:4;
	unsigned int d:7;
	unsigned int e:1;
	int s:5;
	unsigned int f:12;
	unsigned long g:32;
	unsigned long h:20;
	unsigned short tail;
};

static volatile long sink;

__attribute__((noinline)) long
rec_walk(struct rec *r, int n)
{
	long s = 0;
	int i;

	for (i = 0; i < n; i++)
		s += r[i].id;
	__asm__ volatile ("" : : "r"(r) : "memory");
	return (s);
}

__attribute__((noinline)) long
bits_walk(struct bits *b, int n)
{
	long s = 0;
	int i;

	for (i = 0; i < n; i++)
		s += b[i].tail;
	__asm__ volatile ("" : : "r"(b) : "memory");
	return (s);
}

__attribute__((noinline)) long
ints_walk(uint8_t *u8, uint16_t *u16, uint32_t *u32, uint64_t *u64,
    int32_t *i32)
{
	__asm__ volatile ("" : : "r"(u8), "r"(u16), "r"(u32), "r"(u64),
	    "r"(i32) : "memory");
	return (u8[0] + u16[0] + (long)u32[0] + (long)u64[0] + i32[0]);
}

int
main(int argc, char **argv)
{
	int rounds = argc > 1 ? atoi(argv[1]) : 1, i, k;
	struct rec recs[3];
	struct bits bits[3];
	uint8_t u8[4];
	uint16_t u16[4];
	uint32_t u32[4];
	uint64_t u64[4];
	int32_t i32[4];

	for (k = 0; k < 3; k++) {
		recs[k].id = 100 + k;
		recs[k].kind = (uint8_t)(k + 1);
		recs[k].port = (uint16_t)(8000 + k);
		recs[k].flags = 0x10000u * (uint32_t)(k + 1) + (uint32_t)k;
		recs[k].big = (uint64_t)(k + 1) << 40;
		recs[k].neg = -1 - k;
		bits[k].a = (unsigned)k & 1;
		bits[k].b = (unsigned)k + 5;
		bits[k].c = 15u - (unsigned)k;
		bits[k].d = 100u + (unsigned)k;
		bits[k].e = 1;
		bits[k].s = -3 - k;
		bits[k].f = 0xabcu + (unsigned)k;
		bits[k].g = 0x89abcdefUL + (unsigned long)k;
		bits[k].h = 0xfffffUL - (unsigned long)k;
		bits[k].tail = (unsigned short)(77 + k);
	}
	for (k = 0; k < 4; k++) {
		u8[k] = (uint8_t)(0xf0 + k);
		u16[k] = (uint16_t)(0xfff0 + k);
		u32[k] = 0xfffffff0u + (uint32_t)k;
		u64[k] = 0xfffffffffffffff0ULL + (uint64_t)k;
		i32[k] = -100 * k;
	}
	for (i = 0; i < rounds; i++) {
		sink += rec_walk(recs, 3);
		sink += bits_walk(bits, 3);
		sink += ints_walk(u8, u16, u32, u64, i32);
	}
	return (0);
}
