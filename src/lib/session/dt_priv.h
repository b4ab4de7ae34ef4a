/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_priv.h -- the privileges tracing needs (dt_priv.c): what this
 * process lacks of them, and the words that say so.
 */
#ifndef DT_PRIV_H
#define DT_PRIV_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "dtrace.h"

/* what may be missing, as bits */
#define DT_PRIV_BPF		0x01	/* CAP_BPF (or CAP_SYS_ADMIN) */
#define DT_PRIV_PERFMON		0x02	/* CAP_PERFMON (or CAP_SYS_ADMIN) */
#define DT_PRIV_SYSADMIN	0x04	/* CAP_SYS_ADMIN, on a kernel older
					   than CAP_BPF and CAP_PERFMON */
#define DT_PRIV_DAC		0x08	/* CAP_DAC_READ_SEARCH (or
					   CAP_DAC_OVERRIDE), unless root */

/* the capability numbers the check reads (linux/capability.h) */
#define DT_CAP_DAC_OVERRIDE	1
#define DT_CAP_DAC_READ_SEARCH	2
#define DT_CAP_SYS_ADMIN	21
#define DT_CAP_PERFMON		38
#define DT_CAP_BPF		39

/*
 * The pure part, for a process of effective capabilities capeff and
 * effective uid euid on a kernel whose highest capability is lastcap:
 * the DT_PRIV_* bits it lacks (0: it may trace) ...
 */
unsigned dt_priv_missing(uint64_t capeff, uid_t euid, int lastcap);
/* ... and what it needs and lacks in words, into buf (for missing != 0):
 * "run as root, or with CAP_BPF, CAP_PERFMON and CAP_DAC_READ_SEARCH
 * (missing: CAP_BPF, CAP_PERFMON)" */
void dt_priv_describe(unsigned missing, uid_t euid, int lastcap, char *buf,
    size_t len);

/* EDT_ACCESS's text, illumos's */
#define DT_PRIV_TEXT	"DTrace requires additional privileges"

/* the check of this process: 0, or -1 with EDT_ACCESS and the message
 * ("DTrace requires additional privileges: run as root, or ...") on the
 * handle */
int dt_priv_check(dtrace_hdl_t *dtp);

#endif
