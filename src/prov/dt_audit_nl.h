/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_audit_nl.h -- the kernel's audit records, read from its netlink
 * socket (dt_audit_nl.c), and the parsing of their text (dt_audit_rec.c),
 * for the audit provider (dt_prov_audit.c).
 *
 * Reading is passive: the socket joins the multicast group
 * AUDIT_NLGRP_READLOG, which the kernel sends every record to besides the
 * audit daemon (needs CAP_AUDIT_READ).  Nothing is ever sent that changes
 * the kernel's audit state; the status and the rule count are asked for
 * (AUDIT_GET, AUDIT_LIST_RULES) only to say why no record may come.
 */
#ifndef DT_AUDIT_NL_H
#define DT_AUDIT_NL_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/* the longest record text (the kernel's AUDIT_MESSAGE_TEXT_MAX is 8560) */
#define DT_AUDIT_MSGMAX	9000

/* a socket on the readlog group, non-blocking and close-on-exec; or -1
 * with errno */
int dt_audit_open(void);
/* the next record: its type and its text (NUL-terminated in buf, without
 * a trailing newline); 1, 0 when none is waiting, -1 with errno
 * (ENOBUFS: the kernel dropped records the socket had no room for) */
int dt_audit_recv(int fd, char *buf, size_t len, int *type);
/* the kernel's audit status: *enabled (0 off, 1 on, 2 locked); 0 or -1
 * with errno */
int dt_audit_enabled(int *enabled);
/* how many audit rules the kernel has; 0 or -1 with errno */
int dt_audit_nrules(int *nrules);

/* dt_audit_rec.c: a record's header "audit(SEC.MSEC:SERIAL): ": its time
 * in nanoseconds since the epoch, its serial and where its fields start;
 * 0, or -1 if the text has no such header */
int dt_audit_header(const char *text, uint64_t *timep, uint64_t *serialp,
    const char **bodyp);

/* how a field's value is turned into an argument */
enum {
	DT_AF_DEC,		/* a decimal integer (signed) */
	DT_AF_OCT,		/* an octal integer (mode=0100755) */
	DT_AF_STR,		/* a string the kernel quotes or, holding
				   spaces or controls, writes in hex */
	DT_AF_WORD,		/* a string as written, quotes removed */
	DT_AF_ARGV,		/* EXECVE: a0, a1 ... decoded, joined with
				   spaces */
	DT_AF_TEXT		/* the record's fields as written */
};

/* the value of field name in body (a field starts the text or follows a
 * space or the quote of msg='...'), converted as kind says: a string
 * into buf (NUL-terminated, cut at len), a number into *nump.  1 if
 * found, else 0 (buf "" and *nump 0).  A NUL of a hex-encoded string
 * becomes a space, as in a process title. */
int dt_audit_field(const char *body, const char *name, int kind, char *buf,
    size_t len, int64_t *nump);

#endif
