/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_audit_rec.c -- the text of the kernel's audit records: the header
 * "audit(SEC.MSEC:SERIAL): " and the fields NAME=VALUE that follow it (see
 * dt_audit_nl.h).
 *
 * The kernel writes a string that may hold anything (a path, a command,
 * an argument) in double quotes, or in hexadecimal when it holds a quote,
 * a space, a control character or a byte above 0x7e; "(null)" when it has
 * none.  Messages from user space (USER_*) carry theirs in msg='...'.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dt_audit_nl.h"

int
dt_audit_header(const char *text, uint64_t *timep, uint64_t *serialp,
    const char **bodyp)
{
	unsigned long long sec, serial;
	unsigned int msec;
	int n = 0;

	if (sscanf(text, "audit(%llu.%3u:%llu):%n", &sec, &msec, &serial,
	    &n) != 3 || n == 0)
		return -1;
	text += n;
	while (*text == ' ')
		text++;
	*timep = (uint64_t)sec * 1000000000ULL + (uint64_t)msec * 1000000ULL;
	*serialp = serial;
	*bodyp = text;
	return 0;
}

/* where the value of field name starts in body, or NULL */
static const char *
dt_audit_find(const char *body, const char *name)
{
	size_t n = strlen(name);
	const char *p;

	for (p = body; (p = strstr(p, name)) != NULL; p++) {
		if ((p == body || p[-1] == ' ' || p[-1] == '\'') && p[n] == '=')
			return p + n + 1;
	}
	return NULL;
}

/* the end of the value starting at v */
static const char *
dt_audit_vend(const char *v)
{
	const char *e;

	if (*v == '"' && (e = strchr(v + 1, '"')) != NULL)
		return e + 1;
	if (*v == '\'' && (e = strchr(v + 1, '\'')) != NULL)
		return e + 1;
	return v + strcspn(v, " '");
}

static int
dt_audit_ishex(const char *v, size_t n)
{
	size_t i;

	if (n == 0 || n % 2 != 0)
		return 0;
	for (i = 0; i < n; i++)
		if (!isxdigit((unsigned char)v[i]))
			return 0;
	return 1;
}

/* append the value v..e to buf (of len, holding *off bytes), decoded as
 * kind says */
static void
dt_audit_put(const char *v, const char *e, int kind, char *buf, size_t len,
    size_t *off)
{
	size_t n = (size_t)(e - v), i;

	if (n >= 2 && (*v == '"' || *v == '\'') && e[-1] == *v) {
		v++;
		n -= 2;
	} else if (kind == DT_AF_STR && n == 6 && strncmp(v, "(null)", 6) == 0) {
		n = 0;
	} else if (kind == DT_AF_STR && dt_audit_ishex(v, n)) {
		for (i = 0; i + 1 < n && *off + 1 < len; i += 2) {
			char hx[3] = { v[i], v[i + 1], '\0' };
			int c = (int)strtol(hx, NULL, 16);

			buf[(*off)++] = c == 0 ? ' ' : (char)c;
		}
		buf[*off] = '\0';
		return;
	}
	for (i = 0; i < n && *off + 1 < len; i++)
		buf[(*off)++] = v[i];
	buf[*off] = '\0';
}

/* EXECVE's arguments: a0 .. a(argc - 1), each written whole (aN=) or in
 * pieces (aN_len=LEN aN[0]=... aN[1]=...), joined with spaces */
static int
dt_audit_argv(const char *body, char *buf, size_t len)
{
	int64_t argc = 0;
	char name[32];
	const char *v;
	size_t off = 0;
	int i, j, found = 0;

	(void)dt_audit_field(body, "argc", DT_AF_DEC, NULL, 0, &argc);
	for (i = 0; i < argc || (argc == 0 && i < 1); i++) {
		snprintf(name, sizeof(name), "a%d", i);
		if ((v = dt_audit_find(body, name)) != NULL) {
			if (found++ > 0 && off + 1 < len)
				buf[off++] = ' ';
			dt_audit_put(v, dt_audit_vend(v), DT_AF_STR, buf, len,
			    &off);
			continue;
		}
		for (j = 0; ; j++) {
			snprintf(name, sizeof(name), "a%d[%d]", i, j);
			if ((v = dt_audit_find(body, name)) == NULL)
				break;
			if (j == 0 && found++ > 0 && off + 1 < len)
				buf[off++] = ' ';
			dt_audit_put(v, dt_audit_vend(v), DT_AF_STR, buf, len,
			    &off);
		}
	}
	buf[off] = '\0';
	return found > 0;
}

int
dt_audit_field(const char *body, const char *name, int kind, char *buf,
    size_t len, int64_t *nump)
{
	const char *v;
	size_t off = 0;

	if (buf != NULL && len > 0)
		buf[0] = '\0';
	if (nump != NULL)
		*nump = 0;
	switch (kind) {
	case DT_AF_TEXT:
		if (buf != NULL && len > 0)
			dt_audit_put(body, body + strlen(body), DT_AF_WORD, buf,
			    len, &off);
		return 1;
	case DT_AF_ARGV:
		return buf != NULL && len > 0 ? dt_audit_argv(body, buf, len) :
		    0;
	default:
		break;
	}
	if ((v = dt_audit_find(body, name)) == NULL)
		return 0;
	switch (kind) {
	case DT_AF_DEC:
	case DT_AF_OCT:
		if (nump != NULL)
			*nump = (int64_t)strtoll(v, NULL,
			    kind == DT_AF_OCT ? 8 : 10);
		break;
	default:
		if (buf != NULL && len > 0)
			dt_audit_put(v, dt_audit_vend(v), kind, buf, len, &off);
		break;
	}
	return 1;
}
