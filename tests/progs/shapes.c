/* SPDX-License-Identifier: Apache-2.0 */
/*
 * shapes.c -- trigger program for tests of struct and array values read
 * from user memory (through the binary's DWARF): calls ROUNDS times
 * (default 3)
 *
 *   shape_take(&s, s.arr)        returns s.id
 *
 * where, in round i (0, 1, 2...):
 *
 *   s.id = i                     s.in = { .m = 2 + i, .n = 3 }
 *   s.arr = { 1, 2, 3, 4 + i }   s.name = "sq"   (char[8])
 *   s.pair = { { 5, 6 }, { 7, 8 } }   s.bytes = { 9, 10, 11 }
 *   s.flag = 1 (bool)
 *
 * and then sets shapes_counter to i + 1.  It prints nothing and exits 0.
 *
 * Usage: shapes [ROUNDS]
 */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

struct inner {
	int m;
	int n;
};

struct shape {
	int id;
	struct inner in;
	int arr[4];
	char name[8];
	struct inner pair[2];
	unsigned char bytes[3];
	bool flag;
};

volatile long shapes_counter;

__attribute__((noinline)) int
shape_take(struct shape *s, int *arr)
{
	__asm__ volatile ("" : : "r"(s), "r"(arr) : "memory");
	return (s->id);
}

int
main(int argc, char **argv)
{
	int rounds = argc > 1 ? atoi(argv[1]) : 3;
	int i;

	for (i = 0; i < rounds; i++) {
		struct shape s;

		memset(&s, 0, sizeof(s));
		s.id = i;
		s.in.m = 2 + i;
		s.in.n = 3;
		s.arr[0] = 1;
		s.arr[1] = 2;
		s.arr[2] = 3;
		s.arr[3] = 4 + i;
		strcpy(s.name, "sq");
		s.pair[0].m = 5;
		s.pair[0].n = 6;
		s.pair[1].m = 7;
		s.pair[1].n = 8;
		s.bytes[0] = 9;
		s.bytes[1] = 10;
		s.bytes[2] = 11;
		s.flag = true;
		shape_take(&s, s.arr);
		shapes_counter = i + 1;
	}
	return (0);
}
