/* SPDX-License-Identifier: Apache-2.0 */
/*
 * test_probes.c -- unit tests of the probe table and the dtrace, syscall
 * and profile providers: glob matching, probe description parsing, and
 * (as root) the probe table, argument types, on-demand profile probes,
 * that each provider's prologue assembles, passes the verifier and
 * delivers the probe id and arguments, and uprobe links made by a child
 * process (dt_link_create).
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <time.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <sys/wait.h>

#include <bpf/bpf.h>

#include "dt_impl.h"
#include "dt_cg.h"
#include "dt_provider.h"
#include "dt_uprobe.h"
#include "unit.h"

static void
test_gmatch(void)
{
	static const struct {
		const char *s, *p;
		int want;
	} cases[] = {
		{ "read", "read", 1 }, { "read", "re*", 1 }, { "read", "*ad", 1 },
		{ "read", "r?ad", 1 }, { "read", "r[a-f]ad", 1 },
		{ "read", "r[!e]ad", 0 }, { "read", "*", 1 }, { "read", "", 1 },
		{ "", "*", 1 }, { "", "?", 0 }, { "read", "rea", 0 },
		{ "reads", "read", 0 }, { "a*b", "a\\*b", 1 }, { "axb", "a\\*b", 0 },
		{ "sys_enter", "sys_*_*", 0 }, { "abcabd", "*abd", 1 },
		{ "abcabd", "a*b*d", 1 }, { "read", "[rs]ead", 1 },
		{ "x-y", "x[-]y", 1 }, { "b", "[a-c]", 1 }, { "d", "[a-c]", 0 },
		{ "d", "[!a-c]", 1 }, { "a", "[a", 0 }, { "tick-1000", "tick-*", 1 },
		{ "profile-97", "*-9?", 1 }, { "read", "**d", 1 }, { "r", "r*", 1 },
	};
	char name[128];
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		snprintf(name, sizeof(name), "gmatch \"%s\" \"%s\"",
		    cases[i].s, cases[i].p);
		CHECK(name, dt_gmatch(cases[i].s, cases[i].p) == cases[i].want);
	}
	CHECK("gmatch NULL pattern", dt_gmatch("x", NULL));
}

static void
check_desc(dtrace_hdl_t *dtp, dtrace_probespec_t spec, const char *s,
    const char *want)
{
	dtrace_probedesc_t pd;
	char name[128], got[512];

	snprintf(name, sizeof(name), "str2desc %d \"%s\"", (int)spec, s);
	if (dtrace_str2desc(dtp, spec, s, &pd) != 0)
		snprintf(got, sizeof(got), "error: %s",
		    dtrace_errmsg(dtp, dtrace_errno(dtp)));
	else
		snprintf(got, sizeof(got), "%s|%s|%s|%s", pd.prv, pd.mod,
		    pd.fun, pd.prb);
	CHECK_STR(name, got, want);
}

static void
test_str2desc(dtrace_hdl_t *dtp)
{
	dtrace_probedesc_t pd;
	char big[300];

	check_desc(dtp, DTRACE_PROBESPEC_NAME, "BEGIN", "|||BEGIN");
	check_desc(dtp, DTRACE_PROBESPEC_NAME, "read:entry", "||read|entry");
	check_desc(dtp, DTRACE_PROBESPEC_NAME, "vmlinux:read:entry",
	    "|vmlinux|read|entry");
	check_desc(dtp, DTRACE_PROBESPEC_NAME, "syscall::read:entry",
	    "syscall||read|entry");
	check_desc(dtp, DTRACE_PROBESPEC_NAME, ":::", "|||");
	check_desc(dtp, DTRACE_PROBESPEC_NAME, "", "|||");
	check_desc(dtp, DTRACE_PROBESPEC_NAME, "read:", "||read|");
	check_desc(dtp, DTRACE_PROBESPEC_PROVIDER, "syscall", "syscall|||");
	check_desc(dtp, DTRACE_PROBESPEC_MOD, "vmlinux", "|vmlinux||");
	check_desc(dtp, DTRACE_PROBESPEC_MOD, "syscall:vmlinux",
	    "syscall|vmlinux||");
	check_desc(dtp, DTRACE_PROBESPEC_FUNC, "read", "||read|");
	check_desc(dtp, DTRACE_PROBESPEC_FUNC, "syscall:vmlinux:read",
	    "syscall|vmlinux|read|");
	check_desc(dtp, DTRACE_PROBESPEC_NAME, "a:b:c:d:e",
	    "error: Overspecified probe description");
	check_desc(dtp, DTRACE_PROBESPEC_PROVIDER, "syscall:read",
	    "error: Overspecified probe description");
	check_desc(dtp, DTRACE_PROBESPEC_FUNC, "a:b:c:d",
	    "error: Overspecified probe description");
	check_desc(dtp, DTRACE_PROBESPEC_NONE, "x",
	    "error: Overspecified probe description");
	memset(big, 'x', sizeof(big) - 1);
	big[sizeof(big) - 1] = '\0';
	big[DTRACE_NAMELEN] = '\0';
	check_desc(dtp, DTRACE_PROBESPEC_NAME, big, "error: File name too long");
	check_desc(dtp, DTRACE_PROBESPEC_PROVIDER, big,
	    "error: File name too long");
	big[DTRACE_NAMELEN - 1] = '\0';
	CHECK("str2desc 63-character name", dtrace_str2desc(dtp,
	    DTRACE_PROBESPEC_NAME, big, &pd) == 0 && strlen(pd.prb) == 63);
	memset(big, 'x', sizeof(big) - 1);
	big[DTRACE_FUNCNAMELEN - 1] = ':';
	big[DTRACE_FUNCNAMELEN] = 'e';	/* 191-character function */
	big[DTRACE_FUNCNAMELEN + 1] = '\0';
	CHECK("str2desc 191-character function", dtrace_str2desc(dtp,
	    DTRACE_PROBESPEC_NAME, big, &pd) == 0 && strlen(pd.fun) == 191);
	big[DTRACE_FUNCNAMELEN - 1] = 'x';
	big[DTRACE_FUNCNAMELEN] = ':';	/* 192-character function */
	CHECK("str2desc 192-character function", dtrace_str2desc(dtp,
	    DTRACE_PROBESPEC_NAME, big, &pd) == -1 &&
	    dtrace_errno(dtp) == ENAMETOOLONG);
}

/* the first probe matching a description, and how many match */
static int
first_probe(dtrace_hdl_t *dtp, dt_probe_t *prp, void *arg)
{
	(void)dtp;
	if (*(dt_probe_t **)arg == NULL)
		*(dt_probe_t **)arg = prp;
	return 0;
}

static dt_probe_t *
lookup(dtrace_hdl_t *dtp, const char *s, int *np)
{
	dtrace_probedesc_t pd;
	dt_probe_t *prp = NULL;
	int n;

	if (dtrace_str2desc(dtp, DTRACE_PROBESPEC_NAME, s, &pd) != 0)
		return NULL;
	n = dt_probe_match(dtp, &pd, first_probe, &prp);
	if (np != NULL)
		*np = n;
	return prp;
}

static int
count_probe(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pd, void *arg)
{
	uint32_t *last = arg;

	(void)dtp;
	if (pd->id <= last[0])
		last[1]++;		/* out of order */
	last[0] = pd->id;
	last[2]++;
	return 0;
}

static void
test_table(dtrace_hdl_t *dtp)
{
	dt_probe_t *prp;
	uint32_t it[3] = { 0, 0, 0 };
	char buf[64];
	int n;

	prp = lookup(dtp, "syscall::read:entry", &n);
	CHECK("read:entry exists once", prp != NULL && n == 1);
	CHECK("dtrace:::BEGIN is id 1", (prp = dt_probe_lookup_id(dtp, 1)) &&
	    strcmp(prp->pr_name, "BEGIN") == 0 &&
	    strcmp(dt_probe_provname(prp), "dtrace") == 0);
	CHECK("dtrace:::END is id 2", (prp = dt_probe_lookup_id(dtp, 2)) &&
	    strcmp(prp->pr_name, "END") == 0);
	CHECK("dtrace:::ERROR is id 3", (prp = dt_probe_lookup_id(dtp, 3)) &&
	    strcmp(prp->pr_name, "ERROR") == 0 && prp->pr_mod[0] == '\0');
	prp = lookup(dtp, "syscall::read:entry", NULL);
	CHECK("read:entry is id 4 (nr 0, entry first)", prp && prp->pr_id == 4 &&
	    prp->pr_data == 0 && strcmp(prp->pr_mod, "vmlinux") == 0);
	prp = lookup(dtp, "syscall::read:return", NULL);
	CHECK("read:return is id 5", prp && prp->pr_id == 5);
	CHECK("read:entry has 3 args", dtrace_probe_args(dtp, 4, 0, buf,
	    sizeof(buf)) == 3);
	CHECK_STR("read:entry arg0", buf, "unsigned int");
	dtrace_probe_args(dtp, 4, 1, buf, sizeof(buf));
	CHECK_STR("read:entry arg1", buf, "char *");
	dtrace_probe_args(dtp, 4, 2, buf, sizeof(buf));
	CHECK_STR("read:entry arg2", buf, "size_t");
	CHECK("read:return has 1 arg", dtrace_probe_args(dtp, 5, 0, buf,
	    sizeof(buf)) == 1);
	CHECK_STR("read:return arg0", buf, "long");
	prp = lookup(dtp, "syscall::openat:entry", NULL);
	CHECK("openat:entry arg1", prp && dtrace_probe_args(dtp, prp->pr_id, 1,
	    buf, sizeof(buf)) == 4 && strcmp(buf, "const char *") == 0);
	CHECK("BEGIN has no args", dtrace_probe_args(dtp, 1, 0, buf,
	    sizeof(buf)) == 0 && buf[0] == '\0');
	CHECK("unknown id", dtrace_probe_args(dtp, 999999, 0, buf,
	    sizeof(buf)) == -1);
	lookup(dtp, "syscall:::entry", &n);
	CHECK("syscall:::entry matches > 300", n > 300);
	lookup(dtp, "syscall::newstat:entry", &n);
	CHECK("newstat:entry (tracefs alias) exists", n == 1);
	lookup(dtp, "syscall::*stat*:", &n);
	CHECK("syscall::*stat*: matches several", n > 10);
	lookup(dtp, "nosuch:::", &n);
	CHECK("nosuch::: matches nothing", n == 0);
	CHECK("probe_iter all in id order", dtrace_probe_iter(dtp, NULL,
	    count_probe, it) == 0 && it[1] == 0 && it[2] == dtp->dt_nprobes);
}

static void
test_profile(dtrace_hdl_t *dtp)
{
	dt_probe_t *prp;
	uint32_t before;
	int n, n2;

	lookup(dtp, "profile:::tick-*", &n);
	CHECK("profile:::tick-* matches the 6 default ticks", n == 6);
	lookup(dtp, "profile:::profile-*", &n);
	CHECK("profile:::profile-* matches the 7 defaults", n == 7);
	prp = lookup(dtp, "profile:::profile-97", NULL);
	CHECK("profile-97 period", prp && prp->pr_data == 1000000000ULL / 97);
	prp = lookup(dtp, "profile:::profile-1234", &n);
	CHECK("profile-1234 provided", prp && n == 1 &&
	    prp->pr_data == 1000000000ULL / 1234);
	before = dtp->dt_nprobes;
	prp = lookup(dtp, "profile-1234", &n);
	CHECK("profile-1234 not provided twice", prp && n == 1 &&
	    dtp->dt_nprobes == before);
	prp = lookup(dtp, "tick-5s", &n);
	CHECK("tick-5s provided", prp && n == 1 &&
	    prp->pr_data == 5000000000ULL);
	prp = lookup(dtp, "profile:::profile-10ms", NULL);
	CHECK("profile-10ms", prp && prp->pr_data == 10000000ULL);
	prp = lookup(dtp, "tick-2hz", NULL);
	CHECK("tick-2hz", prp && prp->pr_data == 500000000ULL);
	prp = lookup(dtp, "tick-1MIN", NULL);
	CHECK("tick-1MIN", prp && prp->pr_data == 60000000000ULL);
	prp = lookup(dtp, "tick-250usec", NULL);
	CHECK("tick-250usec", prp && prp->pr_data == 250000ULL);
	lookup(dtp, "tick-100us", &n);
	lookup(dtp, "tick-3ns", &n2);
	CHECK("below 200us matches nothing", n == 0 && n2 == 0);
	lookup(dtp, "tick-0", &n);
	lookup(dtp, "tick-5parsecs", &n2);
	CHECK("tick-0, tick-5parsecs match nothing", n == 0 && n2 == 0);
	lookup(dtp, "profile:::tick-x", &n);
	lookup(dtp, "profile:::tick-", &n2);
	CHECK("tick-x, tick- match nothing", n == 0 && n2 == 0);
	lookup(dtp, "profile:vmlinux::tick-7", &n);
	CHECK("module given: nothing provided", n == 0);
	lookup(dtp, "profile:::tick-*", &n);
	CHECK("tick-* matches only existing ticks", n == 10);
}

/*
 * Prologue tests: a program that sets R6/R9 as the code generator does
 * (R9 = value 0 of a scratch array; the context pointer also saved at
 * R10-8), runs the site's prologue, then copies
 * the first 88 bytes of the dctx to a result map when the current process
 * is 'pid' (or always when pid is 0).
 */
typedef struct ptest {
	dtrace_hdl_t *dtp;
	int scratch_fd, result_fd;
	uint64_t buf;		/* the buffer address given to pread64 */
	char log[65536];
} ptest_t;

static void
emit_copy_result(dt_as_t *as, int result_fd, pid_t pid, uint32_t exit)
{
	int off;

	/* the generic prologue's context pointer at R10-8 survives */
	dt_as_emit(as, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_FP, -8));
	dt_as_jump(as, I_JMP_REG(BPF_JNE, BPF_REG_1, BPF_REG_6), exit);
	if (pid != 0) {
		dt_as_emit(as, I_CALL(BPF_FUNC_get_current_pid_tgid));
		dt_as_emit(as, I_ALU64_IMM(BPF_RSH, BPF_REG_0, 32));
		dt_as_jump(as, I_JMP_IMM(BPF_JNE, BPF_REG_0, pid), exit);
	}
	dt_as_ld_map(as, BPF_REG_1, result_fd);
	dt_as_emit(as, I_MOV64_REG(BPF_REG_2, BPF_REG_FP));
	dt_as_emit(as, I_ALU64_IMM(BPF_ADD, BPF_REG_2, -40));
	dt_as_emit(as, I_CALL(BPF_FUNC_map_lookup_elem));
	dt_as_jump(as, I_JMP_IMM(BPF_JEQ, BPF_REG_0, 0), exit);
	for (off = 0; off < DCTX_ARGS + DT_MAXARGS * 8; off += 8) {
		dt_as_emit(as, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_9, off));
		dt_as_emit(as, I_STX(BPF_DW, BPF_REG_0, BPF_REG_1, off));
	}
}

static int
build_prog(ptest_t *pt, dt_site_t *sp, pid_t pid, const char *what)
{
	LIBBPF_OPTS(bpf_prog_load_opts, opts);
	dt_cg_t cg;
	dt_as_t *as = &cg.cg_as;
	char name[128];
	int rc, fd = -1;

	memset(&cg, 0, sizeof(cg));
	cg.cg_dtp = pt->dtp;
	dt_as_init(as);
	cg.cg_exit = dt_as_label(as);
	cg.cg_needargs = 1;
	dt_as_emit(as, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_1, -8));
	dt_as_emit(as, I_MOV64_REG(BPF_REG_6, BPF_REG_1));
	dt_as_emit(as, I_ST(BPF_W, BPF_REG_FP, -40, 0));
	dt_as_ld_map(as, BPF_REG_1, pt->scratch_fd);
	dt_as_emit(as, I_MOV64_REG(BPF_REG_2, BPF_REG_FP));
	dt_as_emit(as, I_ALU64_IMM(BPF_ADD, BPF_REG_2, -40));
	dt_as_emit(as, I_CALL(BPF_FUNC_map_lookup_elem));
	dt_as_jump(as, I_JMP_IMM(BPF_JEQ, BPF_REG_0, 0), cg.cg_exit);
	dt_as_emit(as, I_MOV64_REG(BPF_REG_9, BPF_REG_0));
	rc = sp->s_impl->pi_prologue(&cg, sp);
	emit_copy_result(as, pt->result_fd, pid, cg.cg_exit);
	dt_as_place(as, cg.cg_exit);
	dt_as_emit(as, I_MOV64_IMM(BPF_REG_0, 0));
	dt_as_emit(as, I_EXIT());
	snprintf(name, sizeof(name), "%s prologue assembles", what);
	CHECK(name, rc == 0 && dt_as_link(as) == 0);
	opts.log_buf = pt->log;
	opts.log_size = sizeof(pt->log);
	opts.log_level = 1;
	pt->log[0] = '\0';
	if (rc == 0 && as->as_err == 0)
		fd = bpf_prog_load(sp->s_progtype, "dt_test", "GPL",
		    as->as_insns, as->as_n, &opts);
	snprintf(name, sizeof(name), "%s prologue passes the verifier", what);
	CHECK(name, fd >= 0);
	if (fd < 0)
		printf("  verifier: %s\n%s\n", strerror(errno), pt->log);
	dt_as_fini(as);
	return fd;
}

/* a site for the probes named by the descriptions */
static int
make_site(dtrace_hdl_t *dtp, dt_site_t *sp, dt_probe_t **probes,
    const char *const *descs, int n)
{
	int i;

	memset(sp, 0, sizeof(*sp));
	sp->s_prog_fd = -1;
	for (i = 0; i < n; i++) {
		if ((probes[i] = lookup(dtp, descs[i], NULL)) == NULL)
			return -1;
	}
	sp->s_impl = probes[0]->pr_prov->pv_impl;
	sp->s_progtype = sp->s_impl->pi_site_key(probes[0], sp->s_key,
	    sizeof(sp->s_key));
	sp->s_probes = probes;
	sp->s_nprobes = n;
	if (sp->s_impl->pi_site_prepare != NULL &&
	    sp->s_impl->pi_site_prepare(dtp, sp) != 0)
		return -1;
	return 0;
}

typedef struct result {
	uint32_t prid, cpu;
	uint64_t args[DT_MAXARGS];
} result_t;

static int
get_result(ptest_t *pt, result_t *r)
{
	uint32_t key = 0;

	return bpf_map_lookup_elem(pt->result_fd, &key, r);
}

static void
clear_result(ptest_t *pt)
{
	result_t r;
	uint32_t key = 0;

	memset(&r, 0, sizeof(r));
	bpf_map_update_elem(pt->result_fd, &key, &r, BPF_ANY);
}

static void
test_error_prologue(ptest_t *pt)
{
	static const char *const descs[] = { "dtrace:::ERROR" };
	uint64_t ctx[6] = { 11, 22, 33, 44, 55, 66 };
	LIBBPF_OPTS(bpf_test_run_opts, topts, .ctx_in = ctx,
	    .ctx_size_in = sizeof(ctx));
	dt_probe_t *probes[1];
	dt_site_t site;
	result_t r;

	if (make_site(pt->dtp, &site, probes, descs, 1) != 0) {
		CHECK("ERROR site", 0);
		return;
	}
	CHECK_STR("ERROR site key", site.s_key, "ERROR");
	site.s_prog_fd = build_prog(pt, &site, 0, "ERROR");
	clear_result(pt);
	CHECK("ERROR test run", site.s_prog_fd >= 0 &&
	    bpf_prog_test_run_opts(site.s_prog_fd, &topts) == 0);
	CHECK("ERROR prid and args", get_result(pt, &r) == 0 && r.prid == 3 &&
	    r.args[0] == 11 && r.args[5] == 66 && r.args[6] == 0 &&
	    r.args[9] == 0);
	site.s_impl->pi_detach(pt->dtp, &site);
	if (site.s_prog_fd >= 0)
		close(site.s_prog_fd);
}

static void
test_begin_prologue(ptest_t *pt)
{
	static const char *const descs[] = { "BEGIN" };
	uint64_t ctx[6] = { 1, 2, 3, 4, 5, 6 };
	LIBBPF_OPTS(bpf_test_run_opts, topts, .ctx_in = ctx,
	    .ctx_size_in = sizeof(ctx));
	dt_probe_t *probes[1];
	dt_site_t site;
	result_t r;

	if (make_site(pt->dtp, &site, probes, descs, 1) != 0) {
		CHECK("BEGIN site", 0);
		return;
	}
	site.s_prog_fd = build_prog(pt, &site, 0, "BEGIN");
	clear_result(pt);
	CHECK("BEGIN test run", site.s_prog_fd >= 0 &&
	    bpf_prog_test_run_opts(site.s_prog_fd, &topts) == 0);
	CHECK("BEGIN prid, zero args", get_result(pt, &r) == 0 &&
	    r.prid == 1 && r.args[0] == 0 && r.args[5] == 0);
	if (site.s_prog_fd >= 0)
		close(site.s_prog_fd);
}

/* attach a two-probe syscall site, call pread64(1000, buf, 100, 777) */
static void
test_syscall_site(ptest_t *pt, const char *what, const char *const *descs,
    void (*check)(ptest_t *, dt_probe_t *, const result_t *))
{
	dt_probe_t *probes[2];
	dt_site_t site;
	result_t r;
	char name[128];
	int rc;

	snprintf(name, sizeof(name), "%s site prepared", what);
	rc = make_site(pt->dtp, &site, probes, descs, 2);
	CHECK(name, rc == 0 && site.s_data != NULL);
	if (rc != 0)
		return;
	site.s_prog_fd = build_prog(pt, &site, getpid(), what);
	clear_result(pt);
	snprintf(name, sizeof(name), "%s attach", what);
	rc = site.s_prog_fd >= 0 ? site.s_impl->pi_attach(pt->dtp, &site) : -1;
	CHECK(name, rc == 0);
	if (rc != 0)
		printf("  %s\n", dtrace_errmsg(pt->dtp, dtrace_errno(pt->dtp)));
	syscall(SYS_getpid);		/* not enabled: no write */
	snprintf(name, sizeof(name), "%s ignores syscalls not enabled", what);
	CHECK(name, rc != 0 || (get_result(pt, &r) == 0 && r.prid == 0));
	syscall(SYS_pread64, 1000L, name, 100L, 777L);
	pt->buf = (uint64_t)(uintptr_t)name;
	site.s_impl->pi_detach(pt->dtp, &site);
	snprintf(name, sizeof(name), "%s detach clears fds", what);
	CHECK(name, site.s_fds == NULL && site.s_nfds == 0 &&
	    site.s_data == NULL);
	if (rc == 0 && get_result(pt, &r) == 0)
		check(pt, probes[0], &r);
	if (site.s_prog_fd >= 0)
		close(site.s_prog_fd);
}

static void
check_entry(ptest_t *pt, dt_probe_t *prp, const result_t *r)
{
	CHECK("sys_enter: prid of pread64:entry", r->prid == prp->pr_id);
	CHECK("sys_enter: args", r->args[0] == 1000 &&
	    r->args[1] == pt->buf && r->args[2] == 100 &&
	    r->args[3] == 777 && r->args[6] == 0 && r->args[9] == 0);
}

static void
check_return(ptest_t *pt, dt_probe_t *prp, const result_t *r)
{
	(void)pt;
	CHECK("sys_exit: prid of pread64:return", r->prid == prp->pr_id);
	CHECK("sys_exit: arg0 = arg1 = -EBADF", (int64_t)r->args[0] == -EBADF &&
	    (int64_t)r->args[1] == -EBADF && r->args[2] == 0);
}

static void
spin_ms(long ms)
{
	struct timespec t0, t;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	do
		clock_gettime(CLOCK_MONOTONIC, &t);
	while ((t.tv_sec - t0.tv_sec) * 1000 +
	    (t.tv_nsec - t0.tv_nsec) / 1000000 < ms);
}

static void
test_profile_site(ptest_t *pt)
{
	static const char *const pdesc[] = { "profile-997" };
	static const char *const tdesc[] = { "tick-1000" };
	dt_probe_t *probes[1];
	dt_site_t site;
	result_t r;
	int rc;

	if (make_site(pt->dtp, &site, probes, tdesc, 1) == 0) {
		CHECK("tick site is a raw tracepoint program",
		    site.s_progtype == BPF_PROG_TYPE_RAW_TRACEPOINT);
		site.s_prog_fd = build_prog(pt, &site, 0, "tick-1000");
		if (site.s_prog_fd >= 0)
			close(site.s_prog_fd);
	}
	if (make_site(pt->dtp, &site, probes, pdesc, 1) != 0) {
		CHECK("profile site", 0);
		return;
	}
	CHECK("profile site is a perf event program",
	    site.s_progtype == BPF_PROG_TYPE_PERF_EVENT);
	site.s_prog_fd = build_prog(pt, &site, 0, "profile-997");
	clear_result(pt);
	rc = site.s_prog_fd >= 0 ? site.s_impl->pi_attach(pt->dtp, &site) : -1;
	CHECK("profile-997 attach on every CPU", rc == 0 &&
	    site.s_nfds == (int)sysconf(_SC_NPROCESSORS_ONLN));
	spin_ms(100);
	site.s_impl->pi_detach(pt->dtp, &site);
	CHECK("profile-997 fired with a PC", get_result(pt, &r) == 0 &&
	    r.prid == probes[0]->pr_id && (r.args[0] != 0) != (r.args[1] != 0) &&
	    r.args[2] == 0);
	if (site.s_prog_fd >= 0)
		close(site.s_prog_fd);
}

static void
test_prologues(dtrace_hdl_t *dtp)
{
	static const char *const ent[] = { "syscall::pread64:entry",
	    "syscall::getppid:entry" };
	static const char *const ret[] = { "syscall::pread64:return",
	    "syscall::getppid:return" };
	ptest_t *pt = calloc(1, sizeof(*pt));

	if (pt == NULL)
		return;
	pt->dtp = dtp;
	pt->scratch_fd = bpf_map_create(BPF_MAP_TYPE_ARRAY, "dt_scratch", 4,
	    512, 1, NULL);
	pt->result_fd = bpf_map_create(BPF_MAP_TYPE_ARRAY, "dt_result", 4,
	    sizeof(result_t), 1, NULL);
	CHECK("test maps", pt->scratch_fd >= 0 && pt->result_fd >= 0);
	if (pt->scratch_fd >= 0 && pt->result_fd >= 0) {
		test_error_prologue(pt);
		test_begin_prologue(pt);
		test_syscall_site(pt, "sys_enter", ent, check_entry);
		test_syscall_site(pt, "sys_exit", ret, check_return);
		test_profile_site(pt);
	}
	if (pt->scratch_fd >= 0)
		close(pt->scratch_fd);
	if (pt->result_fd >= 0)
		close(pt->result_fd);
	free(pt);
}

/* the names of per-process providers: pid1234, pid0 (every process),
 * myprov1234 for USDT; not a plain provider name */
static void
test_perproc(void)
{
	static const dt_provimpl_t pid = { .pi_name = "pid",
	    .pi_perproc = DT_PERPROC_NAME };
	static const dt_provimpl_t usdt = { .pi_name = "usdt",
	    .pi_perproc = DT_PERPROC_ANY };
	int p = -1;

	CHECK("perproc pid1234", dt_provider_perproc(&pid, "pid1234", &p) &&
	    p == 1234);
	CHECK("perproc pid0", dt_provider_perproc(&pid, "pid0", &p) && p == 0);
	CHECK("perproc pid", !dt_provider_perproc(&pid, "pid", &p));
	CHECK("perproc pidx", !dt_provider_perproc(&pid, "pid12x", &p));
	CHECK("perproc pid glob", !dt_provider_perproc(&pid, "pid*", &p));
	CHECK("perproc myprov77", dt_provider_perproc(&usdt, "myprov77", &p) &&
	    p == 77);
	CHECK("perproc syscall", !dt_provider_perproc(&usdt, "syscall", &p));
	CHECK("perproc digits only", !dt_provider_perproc(&usdt, "123", &p));
	/* a glob before the digits names any provider of that process */
	CHECK("perproc usdt glob", dt_provider_perproc(&usdt, "my*7", &p) &&
	    p == 7);
	CHECK("perproc usdt glob, no pid", !dt_provider_perproc(&usdt, "my*",
	    &p));
}

/* where test_uprobe_link() places its uprobe */
static __attribute__((noinline)) int
link_target(int x)
{
	__asm__ volatile ("");
	return x * 3 + 1;
}

static int
find_link_target(const char *name, uint64_t off, uint64_t size, int bind,
    void *arg)
{
	(void)size;
	(void)bind;
	if (strcmp(name, "link_target") != 0)
		return 0;
	*(uint64_t *)arg = off;
	return 1;
}

/*
 * dt_uprobe_link() has its links made by a child process
 * (dt_link_create()): the kernel's errno comes back; a link made is this
 * process's (a breakpoint in its text while the link is open, none once it
 * is closed), close-on-exec; the signal mask is kept and no child is left.
 */
static void
test_uprobe_link(void)
{
	struct bpf_insn prog[] = {
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_0 },
		{ .code = BPF_JMP | BPF_EXIT },
	};
	LIBBPF_OPTS(bpf_prog_load_opts, opts,
	    .expected_attach_type = DT_TRACE_UPROBE_MULTI);
	const volatile uint8_t *text =
	    (const volatile uint8_t *)(uintptr_t)link_target;
	uint8_t orig = *text;
	uint64_t off = 0, cookie = 1;
	sigset_t before, after;
	char path[PATH_MAX];
	dt_site_t site;
	ssize_t n;
	int rc, i;

	memset(&site, 0, sizeof(site));
	n = readlink("/proc/self/exe", path, sizeof(path) - 1);
	path[n > 0 ? n : 0] = '\0';
	CHECK("uprobe link: place found", n > 0 &&
	    dt_uelf_funcs(path, find_link_target, &off) == 1 && off > 0);
	site.s_prog_fd = -1;
	errno = 0;
	CHECK("uprobe link: the kernel's errno comes back",
	    dt_uprobe_link(NULL, &site, path, getpid(), &off, &cookie, NULL, 1,
	    0) == -1 && errno == EBADF && site.s_nfds == 0);
	site.s_prog_fd = bpf_prog_load(BPF_PROG_TYPE_KPROBE, "dt_test", "GPL",
	    prog, 2, &opts);
	sigprocmask(SIG_SETMASK, NULL, &before);
	rc = dt_uprobe_link(NULL, &site, path, getpid(), &off, &cookie, NULL,
	    1, 0);
	sigprocmask(SIG_SETMASK, NULL, &after);
	CHECK("uprobe link: linked", site.s_prog_fd >= 0 && rc == 1 &&
	    site.s_nfds == 1);
	CHECK("uprobe link: a breakpoint while linked", *text == 0xcc);
	CHECK("uprobe link: close-on-exec", site.s_nfds == 1 &&
	    (fcntl(site.s_fds[0], F_GETFD) & FD_CLOEXEC) != 0);
	for (i = 1; i < SIGRTMIN && sigismember(&before, i) ==
	    sigismember(&after, i); i++)
		continue;
	CHECK("uprobe link: signal mask kept", i == SIGRTMIN);
	CHECK("uprobe link: no child left",
	    waitpid(-1, NULL, WNOHANG) == -1 && errno == ECHILD);
	dt_site_close_fds(NULL, &site);
	for (i = 0; i < 100 && *text != orig; i++)
		usleep(10000);
	CHECK("uprobe link: no breakpoint once closed", *text == orig);
	CHECK("uprobe link: link_target runs", link_target(2) == 7);
	if (site.s_prog_fd >= 0)
		close(site.s_prog_fd);
}

int
main(void)
{
	dtrace_hdl_t *dtp;
	int err;

	test_gmatch();
	test_perproc();
	if ((dtp = dtrace_open(DTRACE_VERSION, 0, &err)) == NULL) {
		CHECK("dtrace_open", 0);
		UNIT_DONE();
	}
	test_str2desc(dtp);
	if (geteuid() != 0) {
		printf("SKIP probe table: not root\n");
		printf("SKIP prologues: not root\n");
		printf("SKIP uprobe link: not root\n");
	} else {
		test_table(dtp);
		test_profile(dtp);
		test_prologues(dtp);
		test_uprobe_link();
	}
	dtrace_close(dtp);
	UNIT_DONE();
}
