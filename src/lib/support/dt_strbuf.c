/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_strbuf.c -- growable output buffer.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dt_strbuf.h"

void
dt_sb_init(dt_strbuf_t *sb)
{
	memset(sb, 0, sizeof(*sb));
}

void
dt_sb_fini(dt_strbuf_t *sb)
{
	free(sb->sb_buf);
	memset(sb, 0, sizeof(*sb));
}

void
dt_sb_reset(dt_strbuf_t *sb)
{
	sb->sb_len = 0;
	if (sb->sb_buf != NULL)
		sb->sb_buf[0] = '\0';
}

static int
dt_sb_reserve(dt_strbuf_t *sb, size_t n)
{
	size_t want = sb->sb_len + n + 1;
	char *nb;
	size_t cap;

	if (sb->sb_err)
		return -1;
	if (want <= sb->sb_cap)
		return 0;
	cap = sb->sb_cap ? sb->sb_cap : 256;
	while (cap < want)
		cap *= 2;
	if ((nb = realloc(sb->sb_buf, cap)) == NULL) {
		sb->sb_err = ENOMEM;
		return -1;
	}
	sb->sb_buf = nb;
	sb->sb_cap = cap;
	return 0;
}

void
dt_sb_add(dt_strbuf_t *sb, const char *s, size_t n)
{
	if (dt_sb_reserve(sb, n) != 0)
		return;
	if (n > 0)	/* (s may be an empty buffer's NULL) */
		memcpy(sb->sb_buf + sb->sb_len, s, n);
	sb->sb_len += n;
	sb->sb_buf[sb->sb_len] = '\0';
}

void
dt_sb_puts(dt_strbuf_t *sb, const char *s)
{
	dt_sb_add(sb, s, strlen(s));
}

void
dt_sb_putc(dt_strbuf_t *sb, char c)
{
	dt_sb_add(sb, &c, 1);
}

void
dt_sb_vprintf(dt_strbuf_t *sb, const char *fmt, va_list ap)
{
	va_list aq;
	int n;

	va_copy(aq, ap);
	n = vsnprintf(NULL, 0, fmt, aq);
	va_end(aq);
	if (n < 0 || dt_sb_reserve(sb, (size_t)n) != 0)
		return;
	vsnprintf(sb->sb_buf + sb->sb_len, (size_t)n + 1, fmt, ap);
	sb->sb_len += (size_t)n;
}

void
dt_sb_printf(dt_strbuf_t *sb, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	dt_sb_vprintf(sb, fmt, ap);
	va_end(ap);
}
