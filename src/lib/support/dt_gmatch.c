/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_gmatch.c -- shell-style glob matching, as DTrace matches probe fields.
 */
#include <stddef.h>

#include "dt_gmatch.h"

/*
 * Glob matching as DTrace matches probe fields (gmatch(3GEN)): '*' any
 * string, '?' any character, "[set]" and "[!set]" with ranges "a-z",
 * '\' quotes the next character.  An empty or NULL pattern matches all.
 */
static const char *
dt_gmatch_set(const char *p, int c, int *hit)
{
	int neg = 0, lo = -1, ch;

	*hit = 0;
	if (*p == '!') {
		neg = 1;
		p++;
	}
	while ((ch = (unsigned char)*p++) != ']') {
		if (ch == '\0')
			return NULL;		/* unterminated: no match */
		if (ch == '\\' && *p != '\0')
			ch = (unsigned char)*p++;
		else if (ch == '-' && lo >= 0 && *p != ']' && *p != '\0') {
			ch = (unsigned char)*p++;
			if (ch == '\\' && *p != '\0')
				ch = (unsigned char)*p++;
			*hit |= lo <= c && c <= ch;
			lo = -1;
			continue;
		}
		*hit |= ch == c;
		lo = ch;
	}
	*hit ^= neg;
	return p;
}

/* match one pattern element at *pp against c; advance *pp on success */
static int
dt_gmatch_one(const char **pp, int c)
{
	const char *p = *pp;
	int hit;

	if (c == '\0')
		return 0;
	switch (*p) {
	case '?':
		*pp = p + 1;
		return 1;
	case '[':
		p = dt_gmatch_set(p + 1, c, &hit);
		if (p == NULL || !hit)
			return 0;
		*pp = p;
		return 1;
	case '\\':
		if (p[1] != '\0')
			p++;
		break;
	default:
		break;
	}
	if ((unsigned char)*p != c)
		return 0;
	*pp = p + 1;
	return 1;
}

int
dt_gmatch(const char *s, const char *p)
{
	const char *star_p = NULL, *star_s = NULL;

	if (p == NULL || *p == '\0')
		return 1;
	for (;;) {
		if (*p == '*') {
			while (*p == '*')
				p++;
			if (*p == '\0')
				return 1;
			star_p = p;
			star_s = s;
			continue;
		}
		if (*p == '\0' && *s == '\0')
			return 1;
		if (*p != '\0' && dt_gmatch_one(&p, (unsigned char)*s)) {
			s++;
			continue;
		}
		if (star_p == NULL || *star_s == '\0')
			return 0;
		p = star_p;
		s = ++star_s;
	}
}
