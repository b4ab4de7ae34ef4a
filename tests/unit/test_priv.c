/* SPDX-License-Identifier: Apache-2.0 */
/*
 * test_priv.c -- the privilege check of a session's start (dt_priv.c):
 * which capabilities count for which need, on kernels with and without
 * CAP_BPF, for root and for other users, and the words that say what is
 * missing.  The pure part only, so it needs no privileges; then the
 * library's answer for this process, whatever it is, said consistently.
 */
#include <errno.h>
#include <stdint.h>
#include <string.h>

#include "dt_priv.h"
#include "unit.h"

#define CAP(n)		(UINT64_C(1) << (n))
#define ALLCAPS		((UINT64_C(1) << 41) - 1)	/* 0..40 */
#define NEWK		40	/* cap_last_cap of Linux 5.9 and later */
#define OLDK		37	/* before CAP_PERFMON and CAP_BPF */

static const char *
describe(uint64_t capeff, uid_t euid, int lastcap)
{
	static char buf[256];
	unsigned m = dt_priv_missing(capeff, euid, lastcap);

	if (m == 0)
		return "";
	dt_priv_describe(m, euid, lastcap, buf, sizeof(buf));
	return buf;
}

int
main(void)
{
	char small[16], buf[256];
	int err = 0, rc;

	/* root with its capabilities, and users with enough of them */
	CHECK("root", dt_priv_missing(ALLCAPS, 0, NEWK) == 0);
	CHECK("bpf perfmon dac_read_search", dt_priv_missing(CAP(DT_CAP_BPF) |
	    CAP(DT_CAP_PERFMON) | CAP(DT_CAP_DAC_READ_SEARCH), 65534,
	    NEWK) == 0);
	CHECK("dac_override for dac_read_search",
	    dt_priv_missing(CAP(DT_CAP_BPF) | CAP(DT_CAP_PERFMON) |
	    CAP(DT_CAP_DAC_OVERRIDE), 65534, NEWK) == 0);
	CHECK("sys_admin for bpf and perfmon",
	    dt_priv_missing(CAP(DT_CAP_SYS_ADMIN) |
	    CAP(DT_CAP_DAC_READ_SEARCH), 65534, NEWK) == 0);
	CHECK("old kernel: sys_admin", dt_priv_missing(CAP(DT_CAP_SYS_ADMIN) |
	    CAP(DT_CAP_DAC_READ_SEARCH), 1000, OLDK) == 0);
	CHECK("root needs no dac", dt_priv_missing(CAP(DT_CAP_BPF) |
	    CAP(DT_CAP_PERFMON), 0, NEWK) == 0);

	/* what is missing, exactly */
	CHECK("nothing", dt_priv_missing(0, 65534, NEWK) ==
	    (DT_PRIV_BPF | DT_PRIV_PERFMON | DT_PRIV_DAC));
	CHECK("bpf only", dt_priv_missing(CAP(DT_CAP_BPF), 65534, NEWK) ==
	    (DT_PRIV_PERFMON | DT_PRIV_DAC));
	CHECK("bpf perfmon", dt_priv_missing(CAP(DT_CAP_BPF) |
	    CAP(DT_CAP_PERFMON), 65534, NEWK) == DT_PRIV_DAC);
	CHECK("root without bpf", dt_priv_missing(ALLCAPS & ~CAP(DT_CAP_BPF) &
	    ~CAP(DT_CAP_SYS_ADMIN), 0, NEWK) == DT_PRIV_BPF);
	CHECK("old kernel ignores bpf bits",
	    dt_priv_missing(CAP(DT_CAP_BPF) | CAP(DT_CAP_PERFMON) |
	    CAP(DT_CAP_DAC_READ_SEARCH), 1000, OLDK) == DT_PRIV_SYSADMIN);

	/* the words */
	CHECK_STR("words: nothing", describe(0, 65534, NEWK),
	    "run as root, or with CAP_BPF, CAP_PERFMON and CAP_DAC_READ_SEARCH"
	    " (missing: CAP_BPF, CAP_PERFMON, CAP_DAC_READ_SEARCH)");
	CHECK_STR("words: bpf perfmon", describe(CAP(DT_CAP_BPF) |
	    CAP(DT_CAP_PERFMON), 65534, NEWK),
	    "run as root, or with CAP_BPF, CAP_PERFMON and CAP_DAC_READ_SEARCH"
	    " (missing: CAP_DAC_READ_SEARCH)");
	CHECK_STR("words: dac_read_search", describe(
	    CAP(DT_CAP_DAC_READ_SEARCH), 65534, NEWK),
	    "run as root, or with CAP_BPF, CAP_PERFMON and CAP_DAC_READ_SEARCH"
	    " (missing: CAP_BPF, CAP_PERFMON)");
	CHECK_STR("words: root", describe(ALLCAPS & ~CAP(DT_CAP_BPF) &
	    ~CAP(DT_CAP_PERFMON) & ~CAP(DT_CAP_SYS_ADMIN), 0, NEWK),
	    "root needs CAP_BPF and CAP_PERFMON (missing: CAP_BPF, "
	    "CAP_PERFMON)");
	CHECK_STR("words: old kernel", describe(0, 1000, OLDK),
	    "run as root, or with CAP_SYS_ADMIN and CAP_DAC_READ_SEARCH "
	    "(missing: CAP_SYS_ADMIN, CAP_DAC_READ_SEARCH)");
	CHECK_STR("words: old kernel, root", describe(0, 0, OLDK),
	    "root needs CAP_SYS_ADMIN (missing: CAP_SYS_ADMIN)");

	/* a short buffer is cut, not overrun */
	memset(small, 'x', sizeof(small));
	dt_priv_describe(DT_PRIV_BPF, 1000, NEWK, small, sizeof(small));
	CHECK("short buffer", strlen(small) == sizeof(small) - 1);

	/* this process: an answer and its words agree */
	memset(buf, 'x', sizeof(buf));
	rc = dtrace_privileges(buf, sizeof(buf));
	CHECK("dtrace_privileges", (rc == 0 && buf[0] == '\0') ||
	    (rc == -1 && strstr(buf, "(missing: CAP_") != NULL));
	CHECK("dtrace_privileges without buffer",
	    dtrace_privileges(NULL, 0) == rc);
	CHECK("open refused without them", rc == 0 ||
	    (dtrace_open(DTRACE_VERSION, 0, &err) == NULL && err == EDT_ACCESS));
	CHECK_STR("EDT_ACCESS", dtrace_errmsg(NULL, EDT_ACCESS),
	    "DTrace requires additional privileges");
	err = 0;
	CHECK("unknown open flag", dtrace_open(DTRACE_VERSION, 0x100, &err) ==
	    NULL && err == EINVAL);
	UNIT_DONE();
}
