/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dlopener.c -- trigger program that loads a library only after it has
 * started: ROUNDS times, dlopen() LIB, call its function FUNC with the
 * arguments 1 to CALLS, print the sum of what it returns, dlclose() LIB.
 * The program links no library but libc, so LIB is mapped only while a
 * round runs.  FUNC is long FUNC(long), or with -d double FUNC(double).
 * With -b FILE, the program waits until FILE exists before the first
 * dlopen(); with -w FILE, each round calls FUNC(0) every millisecond,
 * after the dlopen(), until FILE exists (a tracer that sees it called
 * creates it).
 * Usage: dlopener [-d] [-b FILE] [-w FILE] LIB FUNC ROUNDS CALLS
 */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

int
main(int argc, char **argv)
{
	const char *before = NULL, *wait = NULL;
	int dbl = 0, rounds, calls, r, i;
	void *h, *f;

	for (; argc > 1 && argv[1][0] == '-'; argc--, argv++) {
		if (strcmp(argv[1], "-d") == 0)
			dbl = 1;
		else if (strcmp(argv[1], "-b") == 0 && argc > 2) {
			before = argv[2];
			argc--, argv++;
		} else if (strcmp(argv[1], "-w") == 0 && argc > 2) {
			wait = argv[2];
			argc--, argv++;
		} else
			break;
	}
	if (argc != 5) {
		fprintf(stderr, "usage: dlopener [-d] [-b FILE] [-w FILE] LIB "
		    "FUNC ROUNDS CALLS\n");
		return 2;
	}
	while (before != NULL && access(before, F_OK) != 0)
		nanosleep(&(struct timespec){ 0, 1000000 }, NULL);
	rounds = atoi(argv[3]);
	calls = atoi(argv[4]);
	for (r = 0; r < rounds; r++) {
		double dsum = 0;
		long lsum = 0;

		if ((h = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL)) == NULL ||
		    (f = dlsym(h, argv[2])) == NULL) {
			fprintf(stderr, "dlopener: %s\n", dlerror());
			return 1;
		}
		while (wait != NULL && access(wait, F_OK) != 0) {
			if (dbl)
				((double (*)(double))f)(0);
			else
				((long (*)(long))f)(0);
			nanosleep(&(struct timespec){ 0, 1000000 }, NULL);
		}
		for (i = 1; i <= calls; i++) {
			if (dbl)
				dsum += ((double (*)(double))f)(i * i * i);
			else
				lsum += ((long (*)(long))f)(i);
		}
		if (dbl)
			printf("round %d sum %g\n", r + 1, dsum);
		else
			printf("round %d sum %ld\n", r + 1, lsum);
		fflush(stdout);
		if (dlclose(h) != 0) {
			fprintf(stderr, "dlopener: %s\n", dlerror());
			return 1;
		}
	}
	return 0;
}
