/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_priv.c -- the privileges tracing needs, checked once when a session
 * starts: by dtrace_open(), and by dtrace_go() of a handle opened for
 * compiling only (DTRACE_O_NODEV).  Without them the kernel refuses the
 * work piece by piece, late and in its own words ("failed to create BPF
 * map", a tracefs directory that cannot be read, probes that match
 * nothing); the check says at once what is missing.
 *
 * What the work needs, by what the kernel checks:
 *
 *   bpf(2): maps and programs of the tracing types    CAP_BPF
 *   perf_event_open(2): tracepoints, kprobes,          CAP_PERFMON
 *     uprobes, profile; BPF programs that read
 *     kernel memory
 *   tracefs (/sys/kernel/tracing, root's, mode 0700),  root, or
 *     /proc files of other users' processes            CAP_DAC_READ_SEARCH
 *
 * CAP_BPF and CAP_PERFMON came with Linux 5.8; before them, and still
 * today, CAP_SYS_ADMIN grants both; CAP_DAC_OVERRIDE grants what
 * CAP_DAC_READ_SEARCH does.  The message names the narrowest set: on a
 * kernel that knows no CAP_BPF, CAP_SYS_ADMIN.
 *
 * Root counts through its capabilities (the kernel checks nothing else):
 * a root whose CAP_BPF was taken away, as in a container, is refused with
 * what it lacks; only for the files is being root enough, as their owner.
 * The capabilities are the effective set of /proc/self/status (CapEff);
 * no libcap.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dt_error.h"
#include "dt_priv.h"

#define CAPBIT(n)	(UINT64_C(1) << (n))

unsigned
dt_priv_missing(uint64_t capeff, uid_t euid, int lastcap)
{
	int admin = (capeff & CAPBIT(DT_CAP_SYS_ADMIN)) != 0;
	unsigned missing = 0;

	if (lastcap >= DT_CAP_BPF) {
		if (!admin && !(capeff & CAPBIT(DT_CAP_BPF)))
			missing |= DT_PRIV_BPF;
		if (!admin && !(capeff & CAPBIT(DT_CAP_PERFMON)))
			missing |= DT_PRIV_PERFMON;
	} else if (!admin) {
		missing |= DT_PRIV_SYSADMIN;
	}
	if (euid != 0 && !(capeff & (CAPBIT(DT_CAP_DAC_READ_SEARCH) |
	    CAPBIT(DT_CAP_DAC_OVERRIDE))))
		missing |= DT_PRIV_DAC;
	return missing;
}

void
dt_priv_describe(unsigned missing, uid_t euid, int lastcap, char *buf,
    size_t len)
{
	static const struct {
		unsigned bit;
		const char *name;
	} names[] = {
		{ DT_PRIV_SYSADMIN, "CAP_SYS_ADMIN" },
		{ DT_PRIV_BPF, "CAP_BPF" },
		{ DT_PRIV_PERFMON, "CAP_PERFMON" },
		{ DT_PRIV_DAC, "CAP_DAC_READ_SEARCH" },
	};
	const char *kernel = lastcap >= DT_CAP_BPF ? "CAP_BPF, CAP_PERFMON" :
	    "CAP_SYS_ADMIN";
	char list[128] = "";
	size_t i, n = 0;
	int w;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		if (!(missing & names[i].bit))
			continue;
		w = snprintf(list + n, sizeof(list) - n, "%s%s",
		    n > 0 ? ", " : "", names[i].name);
		if (w < 0 || (size_t)w >= sizeof(list) - n)
			break;
		n += (size_t)w;
	}
	if (euid == 0) {	/* root lacks only the kernel's part */
		snprintf(buf, len, "root needs %s (missing: %s)",
		    lastcap >= DT_CAP_BPF ? "CAP_BPF and CAP_PERFMON" :
		    "CAP_SYS_ADMIN", list);
	} else {
		snprintf(buf, len, "run as root, or with %s and "
		    "CAP_DAC_READ_SEARCH (missing: %s)", kernel, list);
	}
}

/* the effective capabilities of this process: 0 when /proc cannot say
 * (then only root is taken to have them all) */
static uint64_t
dt_priv_capeff(uid_t euid)
{
	char line[256];
	uint64_t v = 0;
	int found = 0;
	FILE *fp;

	if ((fp = fopen("/proc/self/status", "re")) != NULL) {
		while (fgets(line, sizeof(line), fp) != NULL) {
			if (strncmp(line, "CapEff:", 7) == 0) {
				char *end;

				errno = 0;
				v = strtoull(line + 7, &end, 16);
				found = errno == 0 && end != line + 7;
				break;
			}
		}
		fclose(fp);
	}
	if (!found)
		v = euid == 0 ? ~UINT64_C(0) : 0;
	return v;
}

/* the highest capability the kernel knows; a kernel that does not say
 * is taken to know CAP_BPF */
static int
dt_priv_lastcap(void)
{
	int v = DT_CAP_BPF;
	FILE *fp;

	if ((fp = fopen("/proc/sys/kernel/cap_last_cap", "re")) != NULL) {
		if (fscanf(fp, "%d", &v) != 1)
			v = DT_CAP_BPF;
		fclose(fp);
	}
	return v;
}

int
dtrace_privileges(char *buf, size_t len)
{
	uid_t euid = geteuid();
	int lastcap = dt_priv_lastcap();
	unsigned missing = dt_priv_missing(dt_priv_capeff(euid), euid, lastcap);

	if (missing == 0) {
		if (buf != NULL && len > 0)
			buf[0] = '\0';
		return 0;
	}
	if (buf != NULL && len > 0)
		dt_priv_describe(missing, euid, lastcap, buf, len);
	return -1;
}

int
dt_priv_check(dtrace_hdl_t *dtp)
{
	char why[256];

	if (dtrace_privileges(why, sizeof(why)) == 0)
		return 0;
	return dt_set_errmsg(dtp, EDT_ACCESS, "%s: %s", DT_PRIV_TEXT, why);
}
