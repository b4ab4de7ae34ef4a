/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_strbuf.h -- a growable byte buffer for building output text.
 * Output is formatted into one of these and written in large chunks.
 */
#ifndef DT_STRBUF_H
#define DT_STRBUF_H

#include <stdarg.h>
#include <stddef.h>

typedef struct dt_strbuf {
	char *sb_buf;		/* always NUL-terminated when sb_len > 0 */
	size_t sb_len;
	size_t sb_cap;
	int sb_err;		/* sticky ENOMEM */
} dt_strbuf_t;

void dt_sb_init(dt_strbuf_t *sb);
void dt_sb_fini(dt_strbuf_t *sb);
void dt_sb_reset(dt_strbuf_t *sb);
void dt_sb_add(dt_strbuf_t *sb, const char *s, size_t n);
void dt_sb_puts(dt_strbuf_t *sb, const char *s);
void dt_sb_putc(dt_strbuf_t *sb, char c);
void dt_sb_printf(dt_strbuf_t *sb, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void dt_sb_vprintf(dt_strbuf_t *sb, const char *fmt, va_list ap);

#endif
