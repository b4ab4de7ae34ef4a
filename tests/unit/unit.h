/* SPDX-License-Identifier: Apache-2.0 */
/*
 * unit.h -- minimal unit-test support.  Each test program prints one line
 * per check, "PASS name" or "FAIL name: detail", and exits 1 if any check
 * failed.  tests/run.sh counts those lines.
 */
#ifndef UNIT_H
#define UNIT_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int unit_failed;

#define CHECK(name, cond) do { \
	if (cond) \
		printf("PASS %s\n", (name)); \
	else { \
		printf("FAIL %s: %s (%s:%d)\n", (name), #cond, __FILE__, __LINE__); \
		unit_failed++; \
	} \
} while (0)

#define CHECK_STR(name, got, want) do { \
	const char *g_ = (got), *w_ = (want); \
	if (g_ != NULL && w_ != NULL && strcmp(g_, w_) == 0) \
		printf("PASS %s\n", (name)); \
	else { \
		printf("FAIL %s:\n  got:  [%s]\n  want: [%s]\n", (name), \
		    g_ ? g_ : "(null)", w_ ? w_ : "(null)"); \
		unit_failed++; \
	} \
} while (0)

#define UNIT_DONE() return unit_failed ? 1 : 0

#endif
