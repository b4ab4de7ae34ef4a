/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_prov_fbt.c -- the fbt provider: kernel function entry and return;
 * btrace's kprobe:, kretprobe:, kfunc: and kretfunc: are its probes.
 *
 * The probes: fbt:MODULE:FUNCTION:entry and :return for every function
 * the kernel can trace (tracefs's available_filter_functions, "name" or
 * "name [module]"; the core kernel's module is "vmlinux") that BTF
 * describes (a BTF_KIND_FUNC of that name, in vmlinux's BTF or the
 * module's), which gives the arguments' and the return value's types.
 * Names with a '.' (the compiler's copies: foo.isra.0) are left out.
 *
 * How a probe attaches is chosen at run time, probe by probe:
 *  - fentry/fexit programs (BPF_PROG_TYPE_TRACING, the function's BTF id)
 *    where the kernel lets them attach (checked once), for a core kernel
 *    function of at most 6 arguments (what x86-64's trampolines take),
 *    each (and the return value) of a type the verifier lets a program
 *    read (dt_fbt_slot_ok); the program's context is the array of the
 *    arguments, fexit's return value after them;
 *  - else a kprobe or kretprobe perf event (the kprobe PMU, the function
 *    named in config1) linked to a kprobe program, whose context is the
 *    registers (pt_regs: the arguments in di, si, dx, cx, r8, r9, the
 *    rest on the stack; the return value in ax).
 *  - where the kernel has kprobe_multi links (Linux 5.18 and later, with
 *    CONFIG_FPROBE: not Debian 12's 6.1), the core kernel functions of
 *    at most 6 arguments left to kprobes, and all the entries when the
 *    program has more than DT_FBT_FENTRY_MAX fbt probes, share one
 *    kprobe program for the entries and one for the returns, each
 *    attached to all of them at once by one kprobe_multi link, the
 *    probe's id its cookie.
 *  - where it has none (or they are not used), a program of more than
 *    DT_FBT_FENTRY_MAX fbt probes attaches its entries and returns
 *    through single kprobes and kretprobes, faster to attach and detach
 *    than as many trampolines; except a return whose clause reads the
 *    function's arguments there (btrace's kretfunc: args->), which only
 *    fexit sees.
 * DTRACE_NO_FENTRY=1 in the environment makes every probe use kprobes,
 * DTRACE_NO_KPROBE_MULTI=1 single kprobes.  Perf events and links close
 * with the process: a killed dtrace leaves nothing attached (no
 * kprobe_events entry is made).
 * The kinst provider attaches its kprobes with the same code
 * (dt_kprobe_attach, dt_kprobe_detach).
 *
 * Arguments: at entry arg0.. are the function's, args[] typed from BTF;
 * at return, as DTrace's fbt, arg1/args[1] is the return value (of the
 * function's return type) and arg0/args[0] the offset of the returning
 * instruction, which neither fexit nor a kretprobe can see: it is -1, as
 * on DTrace for Linux.  A void function's return has only args[0].  On
 * fexit arg2.. are the function's arguments (what btrace's kretfunc:
 * args->NAME reads), not args[] of the probe.
 *
 * On a kernel that allows neither kprobes nor fentry the provider has no
 * probes, and a description naming it says why.
 */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <linux/perf_event.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>

#include "dt_provider.h"
#include "dt_cg.h"
#include "dt_error.h"
#include "dt_types.h"

/* does the kernel load and attach an fentry program (on a function BTF
 * knows)?  0, or the errno of the refusal */
static int
dt_fbt_fentry_errno(void)
{
	struct bpf_insn prog[] = {
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_0 },
		{ .code = BPF_JMP | BPF_EXIT },
	};
	LIBBPF_OPTS(bpf_prog_load_opts, opts);
	struct btf *btf = btf__load_vmlinux_btf();
	int id, fd, link, err;

	if (btf == NULL)
		return ENOENT;
	id = btf__find_by_name_kind(btf, "vfs_read", BTF_KIND_FUNC);
	btf__free(btf);
	if (id < 0)
		return ENOENT;
	opts.expected_attach_type = BPF_TRACE_FENTRY;
	opts.attach_btf_id = (unsigned)id;
	fd = bpf_prog_load(BPF_PROG_TYPE_TRACING, "dt_fbt_probe", "GPL", prog,
	    sizeof(prog) / sizeof(prog[0]), &opts);
	if (fd < 0)
		return errno;
	link = bpf_link_create(fd, 0, BPF_TRACE_FENTRY, NULL);
	err = link < 0 ? errno : 0;
	if (link >= 0)
		close(link);
	close(fd);
	return err;
}

/* what the kernel offers to trace its functions, checked once */
static struct {
	int checked, kprobes, fentry;
} dt_fbt_kernel;

void
dt_kernel_offers(int *kprobes, int *fentry)
{
	if (!dt_fbt_kernel.checked) {
		dt_fbt_kernel.checked = 1;
		dt_fbt_kernel.kprobes = access("/sys/bus/event_source/devices/"
		    "kprobe/type", R_OK) == 0 ||
		    access("/sys/kernel/tracing/kprobe_events", F_OK) == 0;
		dt_fbt_kernel.fentry = dt_fbt_fentry_errno() == 0;
	}
	if (kprobes != NULL)
		*kprobes = dt_fbt_kernel.kprobes;
	if (fentry != NULL)
		*fentry = dt_fbt_kernel.fentry;
}

/* does the kernel make kprobe_multi links (Linux 5.18 with fprobes)?
 * Checked once, by attaching a program to vfs_read with one */
int
dt_kernel_kprobe_multi(void)
{
	static int multi = -1;
	struct bpf_insn prog[] = {
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_0 },
		{ .code = BPF_JMP | BPF_EXIT },
	};
	LIBBPF_OPTS(bpf_prog_load_opts, opts,
	    .expected_attach_type = BPF_TRACE_KPROBE_MULTI);
	LIBBPF_OPTS(bpf_link_create_opts, lopts);
	const char *syms[] = { "vfs_read" };
	int kprobes, fd, link = -1;

	if (multi >= 0)
		return multi;
	dt_kernel_offers(&kprobes, NULL);
	if (kprobes && (fd = bpf_prog_load(BPF_PROG_TYPE_KPROBE,
	    "dt_fbt_probe", "GPL", prog, sizeof(prog) / sizeof(prog[0]),
	    &opts)) >= 0) {
		lopts.kprobe_multi.syms = syms;
		lopts.kprobe_multi.cnt = 1;
		link = bpf_link_create(fd, 0, BPF_TRACE_KPROBE_MULTI, &lopts);
		if (link >= 0)
			close(link);
		close(fd);
	}
	multi = link >= 0;
	return multi;
}

/* kprobe_multi links are used: the kernel has them, and the environment
 * does not say to do without (DTRACE_NO_KPROBE_MULTI) */
static int
dt_fbt_use_multi(void)
{
	const char *no = getenv("DTRACE_NO_KPROBE_MULTI");

	return (no == NULL || *no == '\0') && dt_kernel_kprobe_multi();
}

static const char *
dt_fbt_refusal(int *fentry_ok)
{
	dt_kernel_offers(NULL, NULL);
	if (fentry_ok != NULL)
		*fentry_ok = dt_fbt_kernel.fentry;
	return dt_fbt_kernel.kprobes || dt_fbt_kernel.fentry ? NULL :
	    "this kernel allows neither kprobes nor fentry/fexit programs";
}

/* fentry/fexit are used: the kernel lets them attach, and the environment
 * does not say to do without (DTRACE_NO_FENTRY) */
static int
dt_fbt_use_fentry(void)
{
	const char *no = getenv("DTRACE_NO_FENTRY");
	int fentry;

	dt_kernel_offers(NULL, &fentry);
	return fentry && (no == NULL || *no == '\0');
}

/*
 * The provider's data: the BTF of the kernel (index 0) and of each module
 * that has traceable functions, and while populating a sorted index of
 * their functions' names.
 */
typedef struct dt_fbt_btf {
	char *fb_mod;			/* "vmlinux", or the module's name */
	struct btf *fb_btf;
} dt_fbt_btf_t;

typedef struct dt_fbt_ent {
	const char *fe_name;
	uint32_t fe_id;
	uint16_t fe_btf;		/* index in the BTF list */
	uint16_t fe_used;		/* its probes are made */
} dt_fbt_ent_t;

typedef struct dt_fbt {
	dt_fbt_btf_t *f_btfs;
	int f_nbtfs;
	dt_fbt_ent_t *f_ents;
	size_t f_nents;
} dt_fbt_t;

/* pr_data: the function's BTF id, and its BTF's index from bit 32 */
#define DT_FBT_ID(d)	((uint32_t)(d))
#define DT_FBT_BTF(d)	((int)((d) >> 32))

static int
dt_fbt_entcmp(const void *a, const void *b)
{
	const dt_fbt_ent_t *x = a, *y = b;
	int c = strcmp(x->fe_name, y->fe_name);

	return c != 0 ? c : (int)x->fe_btf - (int)y->fe_btf;
}

/* add BTF index i's functions to the index (its own types only: a
 * module's BTF is split from the kernel's) */
static int
dt_fbt_index(dt_fbt_t *f, int i)
{
	struct btf *btf = f->f_btfs[i].fb_btf;
	const struct btf *base = btf__base_btf(btf);
	uint32_t id = base != NULL ? btf__type_cnt(base) : 1;
	uint32_t n = btf__type_cnt(btf);
	dt_fbt_ent_t *v;

	for (; id < n; id++) {
		const struct btf_type *t = btf__type_by_id(btf, id);

		if (!btf_is_func(t))
			continue;
		if ((f->f_nents & 1023) == 0) {
			v = realloc(f->f_ents, (f->f_nents + 1024) *
			    sizeof(*v));
			if (v == NULL)
				return -1;
			f->f_ents = v;
		}
		v = &f->f_ents[f->f_nents++];
		v->fe_name = btf__name_by_offset(btf, t->name_off);
		v->fe_id = id;
		v->fe_btf = (uint16_t)i;
		v->fe_used = 0;
	}
	return 0;
}

/* the index of module mod's BTF, loaded (and its functions indexed) the
 * first time; -1 if it has none */
static int
dt_fbt_modbtf(dt_fbt_t *f, const char *mod)
{
	dt_fbt_btf_t *v;
	struct btf *btf;
	char path[256];
	int i;

	for (i = 0; i < f->f_nbtfs; i++)
		if (strcmp(f->f_btfs[i].fb_mod, mod) == 0)
			return f->f_btfs[i].fb_btf != NULL ? i : -1;
	if (f->f_nbtfs >= UINT16_MAX)
		return -1;
	snprintf(path, sizeof(path), "/sys/kernel/btf/%s", mod);
	btf = access(path, R_OK) == 0 ? btf__parse_split(path,
	    f->f_btfs[0].fb_btf) : NULL;
	if ((v = realloc(f->f_btfs, (size_t)(f->f_nbtfs + 1) *
	    sizeof(*v))) == NULL) {
		btf__free(btf);
		return -1;
	}
	f->f_btfs = v;
	v[f->f_nbtfs].fb_mod = strdup(mod);
	v[f->f_nbtfs].fb_btf = btf;
	if (v[f->f_nbtfs].fb_mod == NULL) {
		btf__free(btf);
		return -1;
	}
	i = f->f_nbtfs++;
	return btf != NULL ? i : -1;
}

static void dt_fbt_fini(dt_provider_t *pvp);

/*
 * The functions of available_filter_functions (one a line: "name" or
 * "name [module]") that BTF describes, in the file's order, each once
 * (a static function's name may be listed for each of its copies).
 */
static int
dt_fbt_populate(dtrace_hdl_t *dtp, dt_provider_t *pvp)
{
	const char *tfs;
	char path[512], line[512], name[256], mod[128];
	dt_fbt_ent_t key, *e;
	dt_fbt_t *f;
	FILE *fp;
	int i, rc = 0, sorted;

	if (dt_fbt_refusal(NULL) != NULL || pvp->pv_data != NULL)
		return 0;
	if ((tfs = dt_tracefs(dtp)) == NULL)
		return -1;
	snprintf(path, sizeof(path), "%s/available_filter_functions", tfs);
	if ((fp = fopen(path, "r")) == NULL)
		return dt_set_errmsg(dtp, EDT_NOTSUP, "cannot read %s: %s",
		    path, strerror(errno));
	if ((f = calloc(1, sizeof(*f))) == NULL ||
	    (f->f_btfs = calloc(1, sizeof(*f->f_btfs))) == NULL ||
	    (f->f_btfs[0].fb_mod = strdup("vmlinux")) == NULL) {
		if (f != NULL)
			free(f->f_btfs);
		free(f);
		fclose(fp);
		return dt_set_errno(dtp, EDT_NOMEM);
	}
	f->f_nbtfs = 1;
	pvp->pv_data = f;
	if ((f->f_btfs[0].fb_btf = btf__load_vmlinux_btf()) == NULL) {
		rc = dt_set_errmsg(dtp, EDT_NOTSUP, "fbt probes need the "
		    "kernel's BTF (/sys/kernel/btf/vmlinux): %s",
		    strerror(errno));
		fclose(fp);
		dt_fbt_fini(pvp);	/* tried again next time */
		return rc;
	}
	if (dt_fbt_index(f, 0) != 0) {
		fclose(fp);
		dt_fbt_fini(pvp);
		return dt_set_errno(dtp, EDT_NOMEM);
	}
	sorted = 0;
	while (rc == 0 && fgets(line, sizeof(line), fp) != NULL) {
		int n = sscanf(line, "%255s [%127[^]]]", name, mod);

		if (n < 1 || strchr(name, '.') != NULL)
			continue;
		i = 0;
		if (n == 2) {
			size_t before = f->f_nents;

			if ((i = dt_fbt_modbtf(f, mod)) < 0)
				continue;
			if (f->f_nents != before)
				sorted = 0;
		}
		if (!sorted) {
			qsort(f->f_ents, f->f_nents, sizeof(*f->f_ents),
			    dt_fbt_entcmp);
			sorted = 1;
		}
		key.fe_name = name;
		key.fe_btf = (uint16_t)i;
		if ((e = bsearch(&key, f->f_ents, f->f_nents,
		    sizeof(*f->f_ents), dt_fbt_entcmp)) == NULL)
			continue;
		/* bsearch finds any of equal entries: the first one */
		while (e > f->f_ents && dt_fbt_entcmp(e - 1, &key) == 0)
			e--;
		if (e->fe_used)
			continue;
		e->fe_used = 1;
		if (dt_probe_insert(dtp, pvp, f->f_btfs[i].fb_mod, name,
		    "entry", e->fe_id | (uint64_t)i << 32) == NULL ||
		    dt_probe_insert(dtp, pvp, f->f_btfs[i].fb_mod, name,
		    "return", e->fe_id | (uint64_t)i << 32) == NULL)
			rc = -1;
	}
	fclose(fp);
	free(f->f_ents);		/* the index served its purpose */
	f->f_ents = NULL;
	f->f_nents = 0;
	return rc;
}

/* a description naming fbt on a kernel that cannot trace functions: why
 * it has no probes */
static int
dt_fbt_provide(dtrace_hdl_t *dtp, dt_provider_t *pvp,
    const dtrace_probedesc_t *pdp)
{
	const char *why;

	(void)pvp;
	if (strcmp(pdp->prv, "fbt") != 0 ||
	    (why = dt_fbt_refusal(NULL)) == NULL)
		return 0;
	return dt_set_errmsg(dtp, EDT_NOTSUP, "fbt probes are not available: "
	    "%s", why);
}

static int
dt_fbt_is_return(const dt_probe_t *prp)
{
	return prp->pr_name[0] == 'r';
}

/* the function's prototype (BTF_KIND_FUNC_PROTO) and its BTF */
static const struct btf_type *
dt_fbt_proto(const dt_probe_t *prp, const struct btf **btfp)
{
	const dt_fbt_t *f = prp->pr_prov->pv_data;
	const struct btf *btf;
	const struct btf_type *t;

	if (f == NULL || DT_FBT_BTF(prp->pr_data) >= f->f_nbtfs)
		return NULL;
	btf = f->f_btfs[DT_FBT_BTF(prp->pr_data)].fb_btf;
	if ((t = btf__type_by_id(btf, DT_FBT_ID(prp->pr_data))) == NULL ||
	    (t = btf__type_by_id(btf, t->type)) == NULL ||
	    !btf_is_func_proto(t))
		return NULL;
	*btfp = btf;
	return t;
}

/* the number of parameters (variadic: the named ones) */
static int
dt_fbt_nparams(const struct btf_type *proto)
{
	int n = btf_vlen(proto);

	if (n > 0 && btf_params(proto)[n - 1].type == 0)
		n--;
	return n;
}

static int
dt_fbt_probe_info(dtrace_hdl_t *dtp, dt_probe_t *prp)
{
	const struct btf *btf;
	const struct btf_type *proto = dt_fbt_proto(prp, &btf);
	char buf[256];
	int i, n;

	if (proto == NULL)
		return dt_set_errmsg(dtp, EDT_NOTSUP, "no BTF for fbt:%s:%s",
		    prp->pr_mod, prp->pr_func);
	if (dt_fbt_is_return(prp)) {
		n = 1;
		if ((prp->pr_argtypes[0] = strdup("int")) == NULL)
			return dt_set_errno(dtp, EDT_NOMEM);
		if (proto->type != 0) {
			dt_btf_name(btf, proto->type, buf, sizeof(buf), 0);
			if ((prp->pr_argtypes[1] = strdup(buf)) == NULL)
				return dt_set_errno(dtp, EDT_NOMEM);
			n = 2;
		}
		prp->pr_nargs = n;
		return 0;
	}
	n = dt_fbt_nparams(proto);
	if (n > DT_MAXARGS)
		n = DT_MAXARGS;
	for (i = 0; i < n; i++) {
		const struct btf_param *pa = &btf_params(proto)[i];
		const char *pn = btf__name_by_offset(btf, pa->name_off);

		dt_btf_name(btf, pa->type, buf, sizeof(buf), 0);
		if ((prp->pr_argtypes[i] = strdup(buf)) == NULL ||
		    (pn != NULL && pn[0] != '\0' &&
		    (prp->pr_argnames[i] = strdup(pn)) == NULL))
			return dt_set_errno(dtp, EDT_NOMEM);
	}
	prp->pr_nargs = n;
	return 0;
}

/* pi_argdecl: from BTF, spelt with its qualifiers (bt's -lv) */
static int
dt_fbt_argdecl(dtrace_hdl_t *dtp, const dt_probe_t *prp, int argno,
    char *buf, size_t len)
{
	const struct btf *btf;
	const struct btf_type *proto = dt_fbt_proto(prp, &btf);

	(void)dtp;
	if (proto == NULL)
		return -1;
	if (dt_fbt_is_return(prp)) {
		if (argno != 1)
			return -1;
		dt_btf_name(btf, proto->type, buf, len, DT_BTF_CTF);
		return 0;
	}
	if (argno >= dt_fbt_nparams(proto))
		return -1;
	dt_btf_name(btf, btf_params(proto)[argno].type, buf, len, DT_BTF_CTF);
	return 0;
}

/*
 * May a tracing program read an argument (or return value) of type id
 * from its context?  The verifier lets it read an integer or enum of at
 * most 8 bytes, or a pointer to void, to an integer or to a struct or
 * union; not a struct passed by value, nor a pointer to a pointer, an
 * enum, an array or a function.
 */
static int
dt_fbt_slot_ok(const struct btf *btf, uint32_t id)
{
	const struct btf_type *t = btf__type_by_id(btf, dt_btf_skip(btf, id));

	if (t == NULL)
		return 0;
	if (btf_is_int(t) || btf_is_any_enum(t))
		return t->size <= 8;
	if (!btf_is_ptr(t))
		return 0;
	if (t->type == 0)
		return 1;
	t = btf__type_by_id(btf, dt_btf_skip(btf, t->type));
	return t != NULL && (btf_is_int(t) || btf_is_composite(t));
}

/* can the probe attach through fentry/fexit?  A core kernel function of at
 * most 6 arguments, each (and the return value) one the program may read
 * (dt_fbt_slot_ok); others are left to kprobes */
static int
dt_fbt_fentry_ok(const dt_probe_t *prp)
{
	const struct btf *btf;
	const struct btf_type *proto = dt_fbt_proto(prp, &btf);
	int i, n;

	if (proto == NULL || DT_FBT_BTF(prp->pr_data) != 0 ||
	    !dt_fbt_use_fentry())
		return 0;
	n = btf_vlen(proto);
	if (n > 6 || n != dt_fbt_nparams(proto))
		return 0;
	for (i = 0; i < n; i++)
		if (!dt_fbt_slot_ok(btf, btf_params(proto)[i].type))
			return 0;
	return proto->type == 0 || dt_fbt_slot_ok(btf, proto->type);
}

/* the site of the kprobe_multi link of the entries or the returns */
#define DT_FBT_MULTI	"fbt:kprobe_multi:"

/* a program with more fbt probes than this attaches them through
 * kprobes, even those fentry/fexit could take: where the kernel has
 * kprobe_multi links the entries through one such link, else (Debian 12's
 * 6.1) the entries and returns through a kprobe or kretprobe perf event
 * each.  The kernel makes and removes fentry trampolines one at a time,
 * slowly: in the guests of tests/vm/ (bench/RESULTS.md), the 70-odd
 * fbt::vfs_*:entry from start to exit take 12.2-12.4 s on fentry and
 * 1.5-1.9 s through one kprobe_multi link on 6.12; on 6.1 10.4 s on
 * fentry and 5.1-5.7 s on kprobes, fbt::vfs_*:return 10.7-10.8 s on
 * fexit and 5.2-6.4 s on kretprobes.  Not the returns of a clause that
 * reads the function's arguments there (btrace's kretfunc: args->,
 * pr_wantfargs), which only fexit has; nor, where kprobe_multi links
 * are used, the others' returns (left on fexit) */
#define DT_FBT_FENTRY_MAX	8

static int
dt_fbt_many(const dt_probe_t *prp)
{
	return prp->pr_prov->pv_nenabled > DT_FBT_FENTRY_MAX;
}

/* can the probe attach through a kprobe_multi link?  A core kernel
 * function of at most 6 arguments (all in registers) not on fentry, or
 * the entry of one of many */
static int
dt_fbt_multi_ok(const dt_probe_t *prp)
{
	const struct btf *btf;
	const struct btf_type *proto = dt_fbt_proto(prp, &btf);

	return proto != NULL && DT_FBT_BTF(prp->pr_data) == 0 &&
	    dt_fbt_nparams(proto) <= 6 && dt_fbt_use_multi() &&
	    (!dt_fbt_fentry_ok(prp) || (!dt_fbt_is_return(prp) &&
	    dt_fbt_many(prp)));
}

/* does the probe attach through fentry/fexit (else a kprobe, or the
 * kprobe_multi link)?  Where fentry can take it, unless a clause reads
 * regs[], or it is one of many (DT_FBT_FENTRY_MAX) */
static int
dt_fbt_on_fentry(const dt_probe_t *prp)
{
	if (!dt_fbt_fentry_ok(prp) || prp->pr_wantregs)
		return 0;
	if (!dt_fbt_many(prp) || prp->pr_wantfargs)
		return 1;
	return dt_fbt_is_return(prp) && dt_fbt_use_multi();
}

/* one program a probe: the key is the probe's id (and, for messages,
 * its function and name, which may be cut); the probes on kprobe_multi
 * links: one program for the entries, one for the returns */
static enum bpf_prog_type
dt_fbt_site_key(const dt_probe_t *prp, char *key, size_t keylen)
{
	if (dt_fbt_multi_ok(prp)) {
		snprintf(key, keylen, DT_FBT_MULTI "%s", prp->pr_name);
		return BPF_PROG_TYPE_KPROBE;
	}
	snprintf(key, keylen, "fbt:%u:%s:%s", prp->pr_id, prp->pr_func,
	    prp->pr_name);
	return dt_fbt_on_fentry(prp) ? BPF_PROG_TYPE_TRACING :
	    BPF_PROG_TYPE_KPROBE;
}

static int
dt_fbt_is_multi(const dt_site_t *sp)
{
	return strncmp(sp->s_key, DT_FBT_MULTI, strlen(DT_FBT_MULTI)) == 0;
}

static int
dt_fbt_site_prepare(dtrace_hdl_t *dtp, dt_site_t *sp)
{
	dt_probe_t *prp = sp->s_probes[0];
	int kprobes;

	/* a function's probe may fire in an interrupt, within another
	 * program */
	sp->s_ctxslot = DT_SLOT_RAWIRQ;
	if (sp->s_progtype == BPF_PROG_TYPE_TRACING) {
		sp->s_attach_type = dt_fbt_is_return(prp) ? BPF_TRACE_FEXIT :
		    BPF_TRACE_FENTRY;
		sp->s_attach_btf_id = DT_FBT_ID(prp->pr_data);
		return 0;
	}
	if (dt_fbt_is_multi(sp)) {
		sp->s_attach_type = BPF_TRACE_KPROBE_MULTI;
		return 0;
	}
	dt_kernel_offers(&kprobes, NULL);
	if (!kprobes)
		return dt_set_errmsg(dtp, EDT_NOTSUP, "fbt:%s:%s:%s cannot "
		    "attach: %s, and this kernel allows no kprobes",
		    prp->pr_mod, prp->pr_func, prp->pr_name, prp->pr_wantregs ?
		    "regs[] needs a kprobe" : "fentry takes core kernel "
		    "functions of at most 6 arguments of simple types");
	return 0;
}

static void
dt_fbt_setarg_imm(dt_as_t *as, int i, int32_t v)
{
	dt_as_emit(as, I_ST(BPF_DW, BPF_REG_9, (int16_t)(DCTX_ARGS + 8 * i),
	    v));
}

static void
dt_fbt_setarg_ctx(dt_as_t *as, int i, int16_t off)
{
	dt_as_emit(as, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_6, off));
	dt_as_emit(as, I_STX(BPF_DW, BPF_REG_9, BPF_REG_1,
	    (int16_t)(DCTX_ARGS + 8 * i)));
}

static const int16_t dt_fbt_argregs[] = { PT_DI, PT_SI, PT_DX, PT_CX, PT_R8,
    PT_R9 };

/*
 * A kprobe_multi link's program: the probe's id is the link's cookie for
 * the function; at entry arg0..arg5 are the argument registers (the
 * functions have at most 6 arguments; registers past a function's last
 * argument hold what they held), at return arg0 is -1 and arg1 ax.
 */
static int
dt_fbt_multi_prologue(dt_cg_t *cg, dt_site_t *sp)
{
	dt_as_t *as = &cg->cg_as;
	int i = 0;

	dt_as_emit(as, I_MOV64_REG(BPF_REG_1, BPF_REG_6));
	dt_as_emit(as, I_CALL(BPF_FUNC_get_attach_cookie));
	dt_as_emit(as, I_STX(BPF_W, BPF_REG_9, BPF_REG_0, DCTX_PRID));
	if (dt_fbt_is_return(sp->s_probes[0])) {
		dt_fbt_setarg_imm(as, i++, -1);
		dt_fbt_setarg_ctx(as, i++, PT_AX);
	} else {
		for (; i < 6; i++)
			dt_fbt_setarg_ctx(as, i, dt_fbt_argregs[i]);
	}
	for (; i < DT_MAXARGS; i++)
		dt_fbt_setarg_imm(as, i, 0);
	return 0;
}

/*
 * arg0..: at entry the function's arguments (fentry: the context's
 * slots; kprobe: the registers of the x86-64 calling convention, then the
 * stack above the return address); at return -1 and the return value
 * (fexit: the slot after the arguments; kretprobe: ax).
 */
void
dt_kprobe_regarg(dt_as_t *as, int i)
{
	dt_fbt_setarg_ctx(as, i, dt_fbt_argregs[i]);
}

static int
dt_fbt_prologue(dt_cg_t *cg, dt_site_t *sp)
{
	const dt_probe_t *prp = sp->s_probes[0];
	const struct btf *btf;
	const struct btf_type *proto = dt_fbt_proto(prp, &btf);
	int fentry = sp->s_progtype == BPF_PROG_TYPE_TRACING;
	dt_as_t *as = &cg->cg_as;
	int i = 0, n;

	if (dt_fbt_is_multi(sp))
		return dt_fbt_multi_prologue(cg, sp);
	if (proto == NULL)
		return dt_set_errmsg(cg->cg_dtp, EDT_NOTSUP, "no BTF for "
		    "fbt:%s:%s", prp->pr_mod, prp->pr_func);
	n = dt_fbt_nparams(proto);
	dt_as_emit(as, I_ST(BPF_W, BPF_REG_9, DCTX_PRID, (int32_t)prp->pr_id));
	if (dt_fbt_is_return(prp)) {
		dt_fbt_setarg_imm(as, 0, -1);
		if (proto->type != 0)
			dt_fbt_setarg_ctx(as, 1, (int16_t)(fentry ? 8 * n :
			    PT_AX));
		else
			dt_fbt_setarg_imm(as, 1, 0);
		/* fexit sees the arguments too: arg2.. (btrace's kretfunc:
		 * args->NAME; DTrace's fbt has no such) */
		for (i = 2; fentry && i - 2 < n && i < DT_MAXARGS; i++)
			dt_fbt_setarg_ctx(as, i, (int16_t)(8 * (i - 2)));
	} else {
		for (; i < n && i < DT_MAXARGS; i++) {
			if (fentry) {
				dt_fbt_setarg_ctx(as, i, (int16_t)(8 * i));
			} else if (i < 6) {
				dt_kprobe_regarg(as, i);
			} else {
				/* probe_read_kernel(&arg[i], 8, sp + 8 *
				 * (i - 5)) */
				dt_as_emit(as, I_LDX(BPF_DW, BPF_REG_3,
				    BPF_REG_6, PT_SP));
				dt_as_emit(as, I_ALU64_IMM(BPF_ADD, BPF_REG_3,
				    8 * (i - 5)));
				dt_as_emit(as, I_MOV64_REG(BPF_REG_1,
				    BPF_REG_9));
				dt_as_emit(as, I_ALU64_IMM(BPF_ADD, BPF_REG_1,
				    DCTX_ARGS + 8 * i));
				dt_as_emit(as, I_MOV64_IMM(BPF_REG_2, 8));
				dt_as_emit(as, I_CALL(
				    BPF_FUNC_probe_read_kernel));
			}
		}
	}
	for (; i < DT_MAXARGS; i++)
		dt_fbt_setarg_imm(as, i, 0);
	return 0;
}

/* the kprobe PMU's type and the config bit of a kretprobe, or -1 */
static int
dt_fbt_pmu(int *retbit)
{
	static int type = -2, bit = -1;
	FILE *fp;

	if (type == -2) {
		type = -1;
		if ((fp = fopen("/sys/bus/event_source/devices/kprobe/type",
		    "r")) != NULL) {
			if (fscanf(fp, "%d", &type) != 1)
				type = -1;
			fclose(fp);
		}
		if ((fp = fopen("/sys/bus/event_source/devices/kprobe/format/"
		    "retprobe", "r")) != NULL) {
			if (fscanf(fp, "config:%d", &bit) != 1 || bit < 0 ||
			    bit > 63)
				bit = -1;
			fclose(fp);
		}
		if (bit < 0)
			type = -1;
	}
	*retbit = bit;
	return type;
}

/* fd is one of the site's perf events or links */
static int
dt_fbt_keep(dt_site_t *sp, int fd)
{
	sp->s_fds[sp->s_nfds++] = fd;
	return 0;
}

/* the site's probes attached by one kprobe_multi link: each function
 * by its name, its probe's id the cookie */
static int
dt_fbt_attach_multi(dtrace_hdl_t *dtp, dt_site_t *sp)
{
	LIBBPF_OPTS(bpf_link_create_opts, lo);
	const char **syms = calloc((size_t)sp->s_nprobes, sizeof(*syms));
	__u64 *cookies = calloc((size_t)sp->s_nprobes, sizeof(*cookies));
	int i, link = -1;

	if (syms == NULL || cookies == NULL) {
		free(syms);
		free(cookies);
		return dt_set_errno(dtp, EDT_NOMEM);
	}
	for (i = 0; i < sp->s_nprobes; i++) {
		syms[i] = sp->s_probes[i]->pr_func;
		cookies[i] = sp->s_probes[i]->pr_id;
	}
	lo.kprobe_multi.syms = syms;
	lo.kprobe_multi.cookies = cookies;
	lo.kprobe_multi.cnt = (uint32_t)sp->s_nprobes;
	lo.kprobe_multi.flags = dt_fbt_is_return(sp->s_probes[0]) ?
	    BPF_F_KPROBE_MULTI_RETURN : 0;
	link = bpf_link_create(sp->s_prog_fd, 0, BPF_TRACE_KPROBE_MULTI, &lo);
	free(syms);
	free(cookies);
	if (link < 0)
		return dt_set_errmsg(dtp, EDT_BPF, "cannot attach %d fbt %s "
		    "probes (kprobe_multi link): %s", sp->s_nprobes,
		    sp->s_probes[0]->pr_name, strerror(errno));
	return dt_fbt_keep(sp, link);
}

/*
 * Each kprobe takes two descriptors: past the soft limit of open files
 * (1024 by default), it is raised to the hard one, once.  0 if it was.
 */
static int
dt_more_fds(void)
{
	struct rlimit rl;

	if (getrlimit(RLIMIT_NOFILE, &rl) != 0 || rl.rlim_cur >= rl.rlim_max)
		return -1;
	rl.rlim_cur = rl.rlim_max;
	return setrlimit(RLIMIT_NOFILE, &rl);
}

/*
 * A kprobe (or, ret, a kretprobe) perf event on func+off, linked to sp's
 * program: the perf event and the link go to sp->s_fds, with room for
 * dt_kprobe_detach's end mark.  0, or -1 with errno (nothing is on the
 * handle).
 */
int
dt_kprobe_attach(dt_site_t *sp, const char *func, uint64_t off, int ret)
{
	struct perf_event_attr attr;
	int type, bit, pfd, link, *fds;

	/* room for the perf event, its link and dt_kprobe_detach's end mark:
	 * a site may have several kprobes (kinst's inlined copies) */
	if ((fds = realloc(sp->s_fds, (size_t)(sp->s_nfds + 3) *
	    sizeof(int))) == NULL)
		return -1;
	sp->s_fds = fds;
	if ((type = dt_fbt_pmu(&bit)) < 0) {
		errno = EOPNOTSUPP;
		return -1;
	}
	memset(&attr, 0, sizeof(attr));
	attr.type = (uint32_t)type;
	attr.size = sizeof(attr);
	attr.config = ret ? 1ULL << bit : 0;
	attr.config1 = (uint64_t)(uintptr_t)func;
	attr.config2 = off;
	while ((pfd = (int)syscall(SYS_perf_event_open, &attr, -1, 0, -1,
	    PERF_FLAG_FD_CLOEXEC)) < 0)
		if (errno != EMFILE || dt_more_fds() != 0)
			return -1;
	dt_fbt_keep(sp, pfd);
	while ((link = bpf_link_create(sp->s_prog_fd, pfd, BPF_PERF_EVENT,
	    NULL)) < 0)
		if (errno != EMFILE || dt_more_fds() != 0)
			return -1;
	return dt_fbt_keep(sp, link);
}

static int
dt_fbt_attach(dtrace_hdl_t *dtp, dt_site_t *sp)
{
	const dt_probe_t *prp = sp->s_probes[0];
	int link;

	/* a perf event and a link, and the end mark of dt_kprobe_detach */
	if ((sp->s_fds = malloc(3 * sizeof(int))) == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	if (dt_fbt_is_multi(sp))
		return dt_fbt_attach_multi(dtp, sp);
	if (sp->s_progtype == BPF_PROG_TYPE_TRACING) {
		if ((link = bpf_link_create(sp->s_prog_fd, 0,
		    (enum bpf_attach_type)sp->s_attach_type, NULL)) < 0)
			goto fail;
		return dt_fbt_keep(sp, link);
	}
	if (dt_kprobe_attach(sp, prp->pr_func, 0, dt_fbt_is_return(prp)) == 0)
		return 0;
fail:
	return dt_set_errmsg(dtp, EDT_BPF, "cannot attach fbt:%s:%s:%s (%s): "
	    "%s", prp->pr_mod, prp->pr_func, prp->pr_name,
	    sp->s_progtype == BPF_PROG_TYPE_TRACING ? (dt_fbt_is_return(prp) ?
	    "fexit" : "fentry") : (dt_fbt_is_return(prp) ? "kretprobe" :
	    "kprobe"), strerror(errno));
}

/*
 * Closing a probe's link or perf event waits for the kernel to take its
 * trampoline or kprobe away (an RCU grace period or more: about a tenth
 * of a second for an fentry trampoline under an emulator, one after
 * another, the kernel taking them away one at a time).  The probes do
 * nothing once tracing drains, so they are closed by a thread of their
 * own while dtrace goes on to END and prints what it has; the provider's
 * end (dt_fbt_fini) waits for that thread.  The detached sites' file
 * descriptors wait in a queue, each list ending with -1.
 */
typedef struct dt_fbt_closing {
	int *fc_fds;
	struct dt_fbt_closing *fc_next;
} dt_fbt_closing_t;

static pthread_mutex_t dt_fbt_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t dt_fbt_cv = PTHREAD_COND_INITIALIZER;
static dt_fbt_closing_t *dt_fbt_queue;
static int dt_fbt_closer_on;		/* the thread is running */

static void
dt_fbt_close_list(int *fds)
{
	int i;

	for (i = 0; fds[i] >= 0; i++)
		close(fds[i]);
	free(fds);
}

static void *
dt_fbt_closer(void *arg)
{
	dt_fbt_closing_t *c;

	(void)arg;
	pthread_mutex_lock(&dt_fbt_mu);
	while ((c = dt_fbt_queue) != NULL) {
		dt_fbt_queue = c->fc_next;
		pthread_mutex_unlock(&dt_fbt_mu);
		dt_fbt_close_list(c->fc_fds);
		free(c);
		pthread_mutex_lock(&dt_fbt_mu);
	}
	dt_fbt_closer_on = 0;
	pthread_cond_broadcast(&dt_fbt_cv);
	pthread_mutex_unlock(&dt_fbt_mu);
	return NULL;
}

void
dt_kprobe_wait(void)
{
	pthread_mutex_lock(&dt_fbt_mu);
	while (dt_fbt_closer_on)
		pthread_cond_wait(&dt_fbt_cv, &dt_fbt_mu);
	pthread_mutex_unlock(&dt_fbt_mu);
}

/* the closing thread started (detached); 0 or -1 */
static int
dt_fbt_start_closer(void)
{
	pthread_attr_t a;
	pthread_t t;
	int rc;

	if (pthread_attr_init(&a) != 0)
		return -1;
	rc = pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED) == 0 &&
	    pthread_create(&t, &a, dt_fbt_closer, NULL) == 0 ? 0 : -1;
	pthread_attr_destroy(&a);
	return rc;
}

void
dt_kprobe_detach(dtrace_hdl_t *dtp, dt_site_t *sp)
{
	dt_fbt_closing_t *c;
	int queued = 0;

	if (sp->s_nfds == 0 || (c = malloc(sizeof(*c))) == NULL) {
		dt_site_close_fds(dtp, sp);
		return;
	}
	sp->s_fds[sp->s_nfds] = -1;	/* attach made room for it */
	c->fc_fds = sp->s_fds;
	sp->s_fds = NULL;
	sp->s_nfds = 0;
	pthread_mutex_lock(&dt_fbt_mu);
	if (!dt_fbt_closer_on && dt_fbt_start_closer() == 0)
		dt_fbt_closer_on = 1;
	if (dt_fbt_closer_on) {
		c->fc_next = dt_fbt_queue;
		dt_fbt_queue = c;
		queued = 1;
	}
	pthread_mutex_unlock(&dt_fbt_mu);
	if (!queued) {			/* no thread: closed here */
		dt_fbt_close_list(c->fc_fds);
		free(c);
	}
}

static void
dt_fbt_fini(dt_provider_t *pvp)
{
	dt_fbt_t *f = pvp->pv_data;
	int i;

	dt_kprobe_wait();
	if (f == NULL)
		return;
	for (i = 0; i < f->f_nbtfs; i++) {
		btf__free(f->f_btfs[i].fb_btf);
		free(f->f_btfs[i].fb_mod);
	}
	free(f->f_btfs);
	free(f->f_ents);
	free(f);
	pvp->pv_data = NULL;
}

const dt_provimpl_t dt_prov_fbt = {
	.pi_name = "fbt",
	.pi_attr = { "Evolving", "Evolving", "ISA",
	    "Private", "Private", "Unknown" },
	.pi_populate = dt_fbt_populate,
	.pi_provide = dt_fbt_provide,
	.pi_probe_info = dt_fbt_probe_info,
	.pi_site_key = dt_fbt_site_key,
	.pi_site_prepare = dt_fbt_site_prepare,
	.pi_prologue = dt_fbt_prologue,
	.pi_attach = dt_fbt_attach,
	.pi_detach = dt_kprobe_detach,
	.pi_fini = dt_fbt_fini,
	.pi_bttype = DT_BT_KERNEL,
	.pi_refusal = dt_fbt_refusal,
	.pi_argdecl = dt_fbt_argdecl,
};
