/* SPDX-License-Identifier: Apache-2.0 */
/*
 * untouched.c -- trigger program whose output and exit status depend on
 * its arguments (argc and argv, read from the top of its first stack) and
 * on the threads it creates: tracing it must change neither.
 * Usage: untouched [ARG...]; prints "argc N sum S total T", exits with
 * status argc.  raw_getpid() has a system call instruction at offset 5,
 * which cannot be probed.
 */
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>

#define NTHREADS	4

long raw_getpid(void);
__asm__(".text\n"
    ".globl raw_getpid\n"
    ".type raw_getpid, @function\n"
    "raw_getpid:\n"
    "\tmovl $39, %eax\n"		/* getpid */
    "\tsyscall\n"
    "\tret\n"
    ".size raw_getpid, . - raw_getpid\n");

static long
work(long x)
{
	return x * 7 + 3;
}

static void *
thread_main(void *arg)
{
	long *p = arg;

	*p = work(*p);
	return NULL;
}

int
main(int argc, char **argv)
{
	pthread_t t[NTHREADS];
	long v[NTHREADS], sum = argc, total = 0;
	int i;

	if (raw_getpid() != (long)getpid())
		return 101;
	for (i = 0; i < argc; i++) {
		const char *s = i == 0 ? "untouched" : argv[i];

		for (; *s != '\0'; s++)
			sum = sum * 31 + *s;
	}
	for (i = 0; i < NTHREADS; i++) {
		v[i] = sum + i;
		if (pthread_create(&t[i], NULL, thread_main, &v[i]) != 0)
			return 100;
	}
	for (i = 0; i < NTHREADS; i++) {
		pthread_join(t[i], NULL);
		total += v[i];
	}
	printf("argc %d sum %ld total %ld\n", argc, sum, total);
	return argc;
}
