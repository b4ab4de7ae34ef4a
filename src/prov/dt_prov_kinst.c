/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_prov_kinst.c -- the kinst provider: any instruction of a kernel
 * function, as FreeBSD's kinst(4) names them.
 *
 * kinst:MODULE:FUNCTION:OFFSET is the instruction at byte OFFSET (decimal)
 * of the kernel function; the module ("vmlinux" for the core kernel, else
 * the kernel module's name) may be left empty.  A name that is empty or a
 * glob makes a probe of each instruction of the function whose offset it
 * matches.  As on FreeBSD, probes are made on demand, from descriptions
 * that name the provider and a function: there are too many instructions
 * to list them all, and dtrace -l -P kinst lists none.
 *
 * The function is found in /proc/kallsyms (it ends where the next symbol
 * starts), its bytes are read from /proc/kcore and decoded with capstone
 * (the pid provider's decoder, dt_uelf.c); the padding after its last
 * instruction (nops and int3) is not part of it, and a breakpoint (int3:
 * the kernel puts one after a return or a jump to stop speculation) has
 * no probe, kprobes refuse it.  Each probe is a kprobe perf event at the
 * instruction's address with a BPF program of its own (dt_kprobe_attach,
 * shared with fbt), whose context is the registers: regs[] reads them
 * (R_RSI, R_RAX, ...).  A probe has no typed arguments (args[]), as on
 * FreeBSD; arg0..arg5 are the registers that hold a function's arguments
 * at its entry (rdi, rsi, rdx, rcx, r8, r9: FreeBSD's are 0), as bt's
 * kprobe:FUNC+OFFSET has them.
 *
 * kinst::FUNCTION:entry and :return, as FreeBSD has them, fire where the
 * function is entered and left: at each of its inlined copies, found in
 * the kernel's DWARF (Debian's linux-image-VERSION-dbg package installs it
 * under /usr/lib/debug; -x vmlinux=PATH names another file, which must be
 * the running kernel's: their GNU build IDs are compared), and at its own
 * body when it has one (a kprobe at its entry, a kretprobe at its return).
 * One probe, kinst:vmlinux:FUNCTION:entry, stands for all the places
 * (FreeBSD makes one probe of each caller's offset instead).  Where a copy
 * is left is worked out from its code as for the pid provider's inlined
 * copies (dt_uelf_inlines).  Copies in kernel modules are not looked for.
 * Without DWARF, these probes are refused, saying what is missing.
 */
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <limits.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "dt_provider.h"
#include "dt_cg.h"
#include "dt_error.h"
#include "dt_sym.h"
#include "dt_symfmt.h"
#include "dt_uelf.h"

#define DT_KCORE	"/proc/kcore"

/* kinst::F:entry or :return: the places the probe fires at */
typedef struct dt_kinline {
	int ki_ret;			/* return: a kretprobe on F's body */
	int ki_body;			/* F has a body of its own */
	size_t ki_n;
	uint64_t ki_addr[];		/* the copies' places (and, at entry,
					   F's body's first instruction) */
} dt_kinline_t;

typedef struct dt_kinst {
	int k_fd;			/* /proc/kcore, or -1 */
	Elf64_Phdr *k_ph;		/* its PT_LOAD headers */
	size_t k_nph;
	dt_probe_t **k_probes;		/* the probes made so far */
	size_t k_n;
} dt_kinst_t;

/* one function, decoded */
typedef struct dt_kfunc {
	const char *kf_mod;
	uint64_t kf_addr, kf_size;	/* its size: up to its padding */
	uint8_t *kf_code;
	uint64_t *kf_offs;		/* its instructions' offsets */
	size_t kf_n;
} dt_kfunc_t;

static const char *
dt_kinst_refusal(int *fentry_ok)
{
	int kprobes;

	dt_kernel_offers(&kprobes, fentry_ok);
	return kprobes ? NULL : "this kernel allows no kprobes";
}

static int
dt_kinst_populate(dtrace_hdl_t *dtp, dt_provider_t *pvp)
{
	(void)dtp;
	(void)pvp;
	return 0;
}

/* /proc/kcore opened and its segments read, once */
static int
dt_kinst_kcore(dtrace_hdl_t *dtp, dt_kinst_t *k)
{
	Elf64_Ehdr eh;
	Elf64_Phdr *ph;
	size_t i;

	if (k->k_fd >= 0)
		return 0;
	if ((k->k_fd = open(DT_KCORE, O_RDONLY | O_CLOEXEC)) < 0)
		return dt_set_errmsg(dtp, EDT_NOTSUP, "kinst probes read the "
		    "kernel's code from %s: %s", DT_KCORE, strerror(errno));
	if (pread(k->k_fd, &eh, sizeof(eh), 0) != (ssize_t)sizeof(eh) ||
	    memcmp(eh.e_ident, ELFMAG, SELFMAG) != 0 ||
	    eh.e_ident[EI_CLASS] != ELFCLASS64 ||
	    eh.e_phentsize != sizeof(Elf64_Phdr) || eh.e_phnum == 0 ||
	    (ph = calloc(eh.e_phnum, sizeof(*ph))) == NULL) {
		close(k->k_fd);
		k->k_fd = -1;
		return dt_set_errmsg(dtp, EDT_NOTSUP, "cannot read %s's "
		    "headers", DT_KCORE);
	}
	if (pread(k->k_fd, ph, eh.e_phnum * sizeof(*ph), (off_t)eh.e_phoff) !=
	    (ssize_t)(eh.e_phnum * sizeof(*ph))) {
		free(ph);
		close(k->k_fd);
		k->k_fd = -1;
		return dt_set_errmsg(dtp, EDT_NOTSUP, "cannot read %s's "
		    "headers", DT_KCORE);
	}
	for (i = 0; i < eh.e_phnum; i++)
		if (ph[i].p_type == PT_LOAD)
			ph[k->k_nph++] = ph[i];
	k->k_ph = ph;
	return 0;
}

/* the kcore file offset of the kernel's bytes [va, va + n): 0 or -1 */
static int
dt_kinst_offset(const dt_kinst_t *k, uint64_t va, uint64_t n, uint64_t *offp)
{
	size_t i;

	for (i = 0; i < k->k_nph; i++) {
		const Elf64_Phdr *ph = &k->k_ph[i];

		if (va >= ph->p_vaddr && va + n <= ph->p_vaddr + ph->p_filesz) {
			*offp = va - ph->p_vaddr + ph->p_offset;
			return 0;
		}
	}
	return -1;
}

/* the instruction of n bytes at b is padding: a nop (90, 66 90, 0f 1f
 * with its prefixes) or a breakpoint (int3) */
static int
dt_kinst_padding(const uint8_t *b, size_t n)
{
	size_t i = 0;

	if (n == 1 && b[0] == 0xcc)
		return 1;
	while (i < n && (b[i] == 0x66 || b[i] == 0x2e))
		i++;
	return (i < n && b[i] == 0x90 && i + 1 == n) ||
	    (i + 1 < n && b[i] == 0x0f && b[i + 1] == 0x1f);
}

static void
dt_kfunc_free(dt_kfunc_t *kf)
{
	free(kf->kf_code);
	free(kf->kf_offs);
	kf->kf_code = NULL;
	kf->kf_offs = NULL;
	kf->kf_n = 0;
}

/* the length of instruction i of kf */
static uint64_t
dt_kfunc_len(const dt_kfunc_t *kf, size_t i)
{
	return (i + 1 < kf->kf_n ? kf->kf_offs[i + 1] : kf->kf_size) -
	    kf->kf_offs[i];
}

/*
 * The kernel function func, at addr, of size bytes, its code read from
 * /proc/kcore and decoded: 0, or -1 with the error on the handle.
 */
static int
dt_kinst_decode_at(dtrace_hdl_t *dtp, dt_kinst_t *k, const char *func,
    dt_kfunc_t *kf)
{
	uint64_t off;
	int rc;

	if (kf->kf_addr == 0)
		return dt_set_errmsg(dtp, EDT_NOTSUP, "kinst: /proc/kallsyms "
		    "hides the kernel's addresses (kptr_restrict)");
	if (kf->kf_size == 0 || kf->kf_size > (1 << 20))
		return dt_set_errmsg(dtp, EDT_NOTSUP, "kinst: the size of %s "
		    "is not known", func);
	if (dt_kinst_kcore(dtp, k) != 0)
		return -1;
	if (dt_kinst_offset(k, kf->kf_addr, kf->kf_size, &off) != 0)
		return dt_set_errmsg(dtp, EDT_NOTSUP, "kinst: %s's code "
		    "(%#" PRIx64 ") is not in %s", func, kf->kf_addr,
		    DT_KCORE);
	if ((kf->kf_code = malloc(kf->kf_size)) == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	if (pread(k->k_fd, kf->kf_code, kf->kf_size, (off_t)off) !=
	    (ssize_t)kf->kf_size) {
		dt_kfunc_free(kf);
		return dt_set_errmsg(dtp, EDT_NOTSUP, "kinst: cannot read "
		    "%s's code from %s: %s", func, DT_KCORE, strerror(errno));
	}
	rc = dt_uelf_insns(DT_KCORE, off, kf->kf_size, &kf->kf_offs,
	    &kf->kf_n);
	if (rc == -2) {
		dt_kfunc_free(kf);
		return dt_set_errmsg(dtp, EDT_NOTSUP, "kinst: %s",
		    dt_uelf_disasm_why());
	}
	if (rc != 0 || kf->kf_n == 0) {
		dt_kfunc_free(kf);
		return dt_set_errmsg(dtp, EDT_NOTSUP, "kinst: cannot decode "
		    "%s's instructions", func);
	}
	/* the padding after the last instruction is not the function's */
	while (kf->kf_n > 1 && dt_kinst_padding(kf->kf_code +
	    kf->kf_offs[kf->kf_n - 1], dt_kfunc_len(kf, kf->kf_n - 1))) {
		kf->kf_size = kf->kf_offs[kf->kf_n - 1];
		kf->kf_n--;
	}
	return 0;
}

/*
 * The kernel function func (of module mod: NULL or "" any), its code read
 * and decoded.  0, 1 if the kernel has no such function, or -1 with the
 * error on the handle.
 */
static int
dt_kinst_decode(dtrace_hdl_t *dtp, dt_kinst_t *k, const char *mod,
    const char *func, dt_kfunc_t *kf)
{
	memset(kf, 0, sizeof(*kf));
	if (dt_symfmt_kfunc(dtp, func, mod, &kf->kf_addr, &kf->kf_size,
	    &kf->kf_mod) != 0)
		return 1;		/* no such function: no probes */
	return dt_kinst_decode_at(dtp, k, func, kf);
}

/* the index of kf's instruction that covers offset off (< kf_size) */
static size_t
dt_kfunc_insn(const dt_kfunc_t *kf, uint64_t off)
{
	size_t i;

	for (i = 0; i < kf->kf_n && kf->kf_offs[i] + dt_kfunc_len(kf, i) <=
	    off; i++)
		continue;
	return i;
}

/* the probe kinst:mod:func:name, made unless it is (to *prpp, if not
 * NULL) */
static int
dt_kinst_make(dtrace_hdl_t *dtp, dt_provider_t *pvp, const char *mod,
    const char *func, const char *name, uint64_t addr, dt_probe_t **prpp)
{
	dt_kinst_t *k = pvp->pv_data;
	dt_probe_t *prp, **v;
	size_t i;

	for (i = 0; i < k->k_n; i++) {
		prp = k->k_probes[i];
		if (strcmp(prp->pr_name, name) == 0 &&
		    strcmp(prp->pr_func, func) == 0 &&
		    strcmp(prp->pr_mod, mod) == 0) {
			if (prpp != NULL)
				*prpp = prp;
			return 0;
		}
	}
	if ((v = realloc(k->k_probes, (k->k_n + 1) * sizeof(*v))) == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	k->k_probes = v;
	if ((prp = dt_probe_insert(dtp, pvp, mod, func, name, addr)) == NULL)
		return -1;
	prp->pr_nargs = 0;
	v[k->k_n++] = prp;
	if (prpp != NULL)
		*prpp = prp;
	return 0;
}

static int
dt_kinst_isglob(const char *s)
{
	return strpbrk(s, "*?[\\") != NULL;
}

/* name, a decimal offset without leading zeros: its value, or -1 */
static int64_t
dt_kinst_number(const char *name)
{
	int64_t v = 0;
	const char *p;

	if (name[0] == '\0' || (name[0] == '0' && name[1] != '\0'))
		return -1;
	for (p = name; *p != '\0'; p++) {
		if (*p < '0' || *p > '9' || v > (1 << 24))
			return -1;
		v = v * 10 + (*p - '0');
	}
	return v;
}

/* the probe of the instruction at offset off, or why there is none */
static int
dt_kinst_offset_probe(dtrace_hdl_t *dtp, dt_provider_t *pvp,
    const dtrace_probedesc_t *pdp, const dt_kfunc_t *kf, uint64_t off)
{
	size_t i;

	if (off >= kf->kf_size)
		return dt_set_errmsg(dtp, EDT_NOPROBE, "offset %" PRIu64
		    " is beyond %s, whose instructions take %" PRIu64
		    " bytes", off, pdp->fun, kf->kf_size);
	i = dt_kfunc_insn(kf, off);
	if (kf->kf_offs[i] != off)
		return dt_set_errmsg(dtp, EDT_NOPROBE, "offset %" PRIu64
		    " is not the start of an instruction of %s (it is within "
		    "the %" PRIu64 "-byte instruction at offset %" PRIu64 ")",
		    off, pdp->fun,
		    dt_kfunc_len(kf, i), kf->kf_offs[i]);
	if (kf->kf_code[off] == 0xcc)
		return dt_set_errmsg(dtp, EDT_NOPROBE, "the instruction at "
		    "offset %" PRIu64 " of %s is a breakpoint (int3), which "
		    "kprobes refuse", off, pdp->fun);
	return dt_kinst_make(dtp, pvp, kf->kf_mod, pdp->fun, pdp->prb,
	    kf->kf_addr + off, NULL);
}

/* ---- kinst::F:entry and :return ---- */

/* the kernel's DWARF: the file -x vmlinux names, or the first of Debian's
 * places that is the running kernel's (by its build ID), to path */
static int
dt_kinst_dwarf(dtrace_hdl_t *dtp, const char *func, char *path, size_t len)
{
	static const char *const places[] = {
		"/usr/lib/debug/boot/vmlinux-%s",
		"/usr/lib/debug/lib/modules/%s/vmlinux",
		"/lib/modules/%s/build/vmlinux",
		"/boot/vmlinux-%s",
	};
	const char *opt = dt_vmlinux(dtp);
	char kid[129], fid[129];
	struct utsname u;
	int other = -1;
	size_t i;

	if (dt_kernel_buildid(kid, sizeof(kid)) != 0)
		return dt_set_errmsg(dtp, EDT_NOTSUP, "kinst: cannot read the "
		    "running kernel's build ID from /sys/kernel/notes, to "
		    "match it with the kernel's DWARF");
	if (opt != NULL) {
		if (access(opt, R_OK) != 0)
			return dt_set_errmsg(dtp, EDT_NOTSUP, "-x vmlinux: "
			    "%s: %s", opt, strerror(errno));
		if (dt_elf_buildid(opt, fid, sizeof(fid)) != 0 ||
		    strcmp(fid, kid) != 0)
			return dt_set_errmsg(dtp, EDT_NOTSUP, "-x vmlinux: %s "
			    "is not the running kernel's (build ID %s; the "
			    "kernel's is %s)", opt,
			    fid[0] != '\0' ? fid : "none", kid);
		snprintf(path, len, "%s", opt);
		return 0;
	}
	if (uname(&u) != 0)
		return dt_set_errmsg(dtp, EDT_NOTSUP, "uname: %s",
		    strerror(errno));
	for (i = 0; i < sizeof(places) / sizeof(places[0]); i++) {
		snprintf(path, len, places[i], u.release);
		if (access(path, R_OK) != 0)
			continue;
		if (dt_elf_buildid(path, fid, sizeof(fid)) == 0 &&
		    strcmp(fid, kid) == 0)
			return 0;
		if (other < 0)
			other = (int)i;
	}
	if (other >= 0) {
		snprintf(path, len, places[other], u.release);
		if (dt_elf_buildid(path, fid, sizeof(fid)) != 0)
			snprintf(fid, sizeof(fid), "none");
		return dt_set_errmsg(dtp, EDT_NOTSUP, "kinst::%s:entry and "
		    ":return find %s's inlined copies in the kernel's DWARF, "
		    "and the one there is, %s, is another kernel's (build ID "
		    "%s; the running kernel's is %s)", func, func, path, fid,
		    kid);
	}
	return dt_set_errmsg(dtp, EDT_NOTSUP, "kinst::%s:entry and :return "
	    "find %s's inlined copies in the kernel's DWARF, and there is "
	    "none: Debian's linux-image-%s-dbg package installs it, or -x "
	    "vmlinux=PATH names a vmlinux that has it; fbt::%s: traces %s's "
	    "own body, where it has one", func, func, u.release, func, func);
}

/* where the running kernel's _text is (/proc/kallsyms has it near its
 * start; the symbol table keeps another name for its address) */
static int
dt_kinst_text(uint64_t *addrp)
{
	char line[512], name[256], type;
	unsigned long long a;
	int rc = -1;
	FILE *f;

	if ((f = fopen("/proc/kallsyms", "re")) == NULL)
		return -1;
	while (rc != 0 && fgets(line, sizeof(line), f) != NULL)
		if (sscanf(line, "%llx %c %255s", &a, &type, name) == 3 &&
		    strcmp(name, "_text") == 0 && a != 0) {
			*addrp = a;
			rc = 0;
		}
	fclose(f);
	return rc;
}

/* the places of a function's inlined copies, as the DWARF walk finds
 * them (addresses of vmlinux) */
typedef struct dt_kinwalk {
	const char *w_func;
	uint64_t *w_v[2];		/* entered, left */
	size_t w_n[2];
	int w_nomem;
} dt_kinwalk_t;

static int
dt_kinst_want(const char *name, void *arg)
{
	return strcmp(name, ((const dt_kinwalk_t *)arg)->w_func) == 0;
}

static int
dt_kinst_place(const char *name, uint64_t va, uint64_t off, int ret,
    int depth, void *arg)
{
	dt_kinwalk_t *w = arg;
	uint64_t *v;

	(void)name;
	(void)off;
	(void)depth;
	if ((v = realloc(w->w_v[ret], (w->w_n[ret] + 1) * sizeof(*v))) ==
	    NULL) {
		w->w_nomem = 1;
		return -1;
	}
	v[w->w_n[ret]++] = va;
	w->w_v[ret] = v;
	return 0;
}

static int
dt_kinst_addrcmp(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

/*
 * The places v[0..*np) (vmlinux's addresses) in the running kernel (slide
 * added), sorted, without duplicates, those that are not where one of its
 * instructions starts (or that are a breakpoint, which kprobes refuse,
 * or in a function that cannot be read) left out and counted in *badp.
 */
static void
dt_kinst_places(dtrace_hdl_t *dtp, dt_kinst_t *k, uint64_t *v, size_t *np,
    uint64_t slide, size_t *badp)
{
	dt_kfunc_t kf;
	size_t i, n = 0;
	int have = 0;

	memset(&kf, 0, sizeof(kf));
	for (i = 0; i < *np; i++)
		v[i] += slide;
	qsort(v, *np, sizeof(*v), dt_kinst_addrcmp);
	for (i = 0; i < *np; i++) {
		uint64_t start, size, off;
		const char *name;
		size_t j;

		if (n > 0 && v[n - 1] == v[i])
			continue;
		if (dt_symfmt_kfunc_at(dtp, v[i], &start, &size, &name) != 0) {
			(*badp)++;
			continue;
		}
		if (!have || kf.kf_addr != start) {
			dt_kfunc_free(&kf);
			memset(&kf, 0, sizeof(kf));
			kf.kf_addr = start;
			kf.kf_size = size;
			/* a function that cannot be read: its places are
			 * left out */
			if (dt_kinst_decode_at(dtp, k, name, &kf) != 0)
				kf.kf_size = 0;
			have = 1;
		}
		off = v[i] - start;
		j = off < kf.kf_size ? dt_kfunc_insn(&kf, off) : kf.kf_n;
		if (j == kf.kf_n || kf.kf_offs[j] != off ||
		    kf.kf_code[off] == 0xcc) {
			(*badp)++;
			continue;
		}
		v[n++] = v[i];
	}
	dt_kfunc_free(&kf);
	*np = n;
}

/*
 * kinst:vmlinux:func:entry and :return, made from the kernel's DWARF (one
 * walk of it makes both).
 */
static int
dt_kinst_inline(dtrace_hdl_t *dtp, dt_provider_t *pvp,
    const dtrace_probedesc_t *pdp)
{
	static const char *const names[2] = { "entry", "return" };
	dt_kinst_t *k = pvp->pv_data;
	dt_kinwalk_t w;
	char path[PATH_MAX];
	uint64_t lt, rt, size, body = 0;
	const char *mod;
	size_t i, bad = 0;
	int rc, r;

	if (!dt_gmatch("vmlinux", pdp->mod))
		return 0;		/* copies in modules: not looked for */
	for (i = 0; i < k->k_n; i++)
		if (strcmp(k->k_probes[i]->pr_func, pdp->fun) == 0 &&
		    strcmp(k->k_probes[i]->pr_name, pdp->prb) == 0)
			return 0;	/* made by the walk for the other */
	if (dt_kinst_dwarf(dtp, pdp->fun, path, sizeof(path)) != 0)
		return -1;
	if (dt_uelf_symaddr(path, "_text", &lt) != 0 ||
	    dt_kinst_text(&rt) != 0)
		return dt_set_errmsg(dtp, EDT_NOTSUP, "kinst: the kernel's "
		    "_text is not in both %s and /proc/kallsyms", path);
	memset(&w, 0, sizeof(w));
	w.w_func = pdp->fun;
	rc = dt_uelf_inlines(path, dt_kinst_want, dt_kinst_place, &w);
	if (rc == 1)
		rc = dt_set_errmsg(dtp, EDT_NOTSUP, "kinst: %s has no DWARF "
		    "(debugging information)", path);
	else if (rc != 0)
		rc = w.w_nomem ? dt_set_errno(dtp, EDT_NOMEM) :
		    dt_set_errmsg(dtp, EDT_NOTSUP, "kinst: cannot read %s's "
		    "DWARF", path);
	/* its own body, if it has one */
	if (rc == 0 && dt_symfmt_kfunc(dtp, pdp->fun, "vmlinux", &body,
	    &size, &mod) == 0 && dt_kinst_place(pdp->fun, body - (rt - lt), 0,
	    0, 0, &w) != 0)
		rc = dt_set_errno(dtp, EDT_NOMEM);
	for (r = 0; rc == 0 && r < 2; r++)
		dt_kinst_places(dtp, k, w.w_v[r], &w.w_n[r], rt - lt, &bad);
	for (r = 0; rc == 0 && r < 2; r++) {
		dt_kinline_t *ki;
		dt_probe_t *prp;

		if (w.w_n[r] == 0 && !(r == 1 && body != 0))
			continue;	/* (with no body, no copy: none) */
		if ((ki = malloc(sizeof(*ki) + w.w_n[r] * sizeof(uint64_t))) ==
		    NULL) {
			rc = dt_set_errno(dtp, EDT_NOMEM);
			break;
		}
		ki->ki_ret = r;
		ki->ki_body = body != 0;
		ki->ki_n = w.w_n[r];
		memcpy(ki->ki_addr, w.w_v[r], w.w_n[r] * sizeof(uint64_t));
		if ((rc = dt_kinst_make(dtp, pvp, "vmlinux", pdp->fun,
		    names[r], 0, &prp)) != 0) {
			free(ki);
			break;
		}
		free(prp->pr_priv);
		prp->pr_priv = ki;
	}
	if (rc == 0 && bad > 0 && w.w_n[0] == 0 && w.w_n[1] == 0)
		rc = dt_set_errmsg(dtp, EDT_NOTSUP, "kinst: none of the %zu "
		    "places of %s's inlined copies %s gives is an instruction "
		    "of the running kernel", bad, pdp->fun, path);
	free(w.w_v[0]);
	free(w.w_v[1]);
	return rc;
}

/*
 * A description naming the provider and a function: the probes of its
 * instructions the name matches.  On a kernel without kprobes, why there
 * are none.
 */
static int
dt_kinst_provide(dtrace_hdl_t *dtp, dt_provider_t *pvp,
    const dtrace_probedesc_t *pdp)
{
	const char *why, *mod = dt_kinst_isglob(pdp->mod) ? NULL : pdp->mod;
	dt_kinst_t *k = pvp->pv_data;
	dt_kfunc_t kf;
	int64_t off;
	size_t i;
	int rc = 0;

	if (strcmp(pdp->prv, "kinst") != 0)
		return 0;
	if ((why = dt_kinst_refusal(NULL)) != NULL)
		return dt_set_errmsg(dtp, EDT_NOTSUP, "kinst probes are not "
		    "available: %s", why);
	if (pdp->fun[0] == '\0')
		return 0;		/* as FreeBSD's: none until named */
	if (dt_kinst_isglob(pdp->fun))
		return dt_set_errmsg(dtp, EDT_NOPROBE, "a kinst probe names "
		    "one kernel function, not a pattern (%s)", pdp->fun);
	if (k == NULL) {
		if ((k = calloc(1, sizeof(*k))) == NULL)
			return dt_set_errno(dtp, EDT_NOMEM);
		k->k_fd = -1;
		pvp->pv_data = k;
	}
	if (strcmp(pdp->prb, "entry") == 0 || strcmp(pdp->prb, "return") == 0)
		return dt_kinst_inline(dtp, pvp, pdp);
	off = dt_kinst_number(pdp->prb);
	if (off < 0 && pdp->prb[0] != '\0' && !dt_kinst_isglob(pdp->prb))
		return dt_set_errmsg(dtp, EDT_NOPROBE, "a kinst probe's name "
		    "is the decimal offset of an instruction in the function, "
		    "or a pattern of offsets, not %s", pdp->prb);
	if ((rc = dt_kinst_decode(dtp, k, mod, pdp->fun, &kf)) != 0)
		return rc < 0 ? -1 : 0;
	if (mod == NULL && !dt_gmatch(kf.kf_mod, pdp->mod)) {
		dt_kfunc_free(&kf);
		return 0;
	}
	if (off >= 0) {
		rc = dt_kinst_offset_probe(dtp, pvp, pdp, &kf, (uint64_t)off);
		dt_kfunc_free(&kf);
		return rc;
	}
	for (i = 0; rc == 0 && i < kf.kf_n; i++) {
		char name[24];

		snprintf(name, sizeof(name), "%" PRIu64, kf.kf_offs[i]);
		if (kf.kf_code[kf.kf_offs[i]] != 0xcc &&
		    dt_gmatch(name, pdp->prb))
			rc = dt_kinst_make(dtp, pvp, kf.kf_mod, pdp->fun, name,
			    kf.kf_addr + kf.kf_offs[i], NULL);
	}
	dt_kfunc_free(&kf);
	return rc;
}

/* one program a probe */
static enum bpf_prog_type
dt_kinst_site_key(const dt_probe_t *prp, char *key, size_t keylen)
{
	snprintf(key, keylen, "kinst:%u:%s:%s", prp->pr_id, prp->pr_func,
	    prp->pr_name);
	return BPF_PROG_TYPE_KPROBE;
}

static int
dt_kinst_site_prepare(dtrace_hdl_t *dtp, dt_site_t *sp)
{
	(void)dtp;
	/* an instruction may run in an interrupt, within another program */
	sp->s_ctxslot = DT_SLOT_RAWIRQ;
	return 0;
}

/* arg0..arg5: the registers that hold a function's arguments at its entry
 * (bt's kprobe:FUNC+OFFSET has them so) */
static int
dt_kinst_prologue(dt_cg_t *cg, dt_site_t *sp)
{
	int i;

	dt_as_emit(&cg->cg_as, I_ST(BPF_W, BPF_REG_9, DCTX_PRID,
	    (int32_t)sp->s_probes[0]->pr_id));
	for (i = 0; i < 6; i++)
		dt_kprobe_regarg(&cg->cg_as, i);
	dt_perf_zero_args(&cg->cg_as, 6);
	return 0;
}

/* whether a kprobe's attach failed because the kernel refuses a kprobe
 * there (the kprobe blacklist, noinstr code, an inline function's body,
 * which is notrace) */
static int
dt_kinst_refused(void)
{
	return errno == EINVAL || errno == EILSEQ;
}

/*
 * kinst::F:entry or :return: a kprobe at each place (and a kretprobe on
 * F's body); the places the kernel refuses kprobes at are left out, with
 * a warning, unless none is left.
 */
static int
dt_kinst_attach_places(dtrace_hdl_t *dtp, dt_site_t *sp,
    const dt_probe_t *prp, const dt_kinline_t *ki)
{
	size_t i, refused = 0, n = ki->ki_n + (ki->ki_ret && ki->ki_body);

	for (i = 0; i < n; i++) {
		int rc = i < ki->ki_n ?
		    dt_kprobe_attach(sp, NULL, ki->ki_addr[i], 0) :
		    dt_kprobe_attach(sp, prp->pr_func, 0, 1);

		if (rc == 0)
			continue;
		if (!dt_kinst_refused())
			return dt_set_errmsg(dtp, EDT_BPF, "cannot attach "
			    "kinst:%s:%s:%s (a %s): %s", prp->pr_mod,
			    prp->pr_func, prp->pr_name, i < ki->ki_n ?
			    "kprobe" : "kretprobe", strerror(errno));
		refused++;
	}
	if (refused == n)
		return dt_set_errmsg(dtp, EDT_BPF, "cannot attach "
		    "kinst:%s:%s:%s: the kernel refuses kprobes at all its %zu "
		    "places", prp->pr_mod, prp->pr_func, prp->pr_name, n);
	if (refused > 0)
		dt_consumer_warn(dtp, "kinst:%s:%s:%s: the kernel refuses "
		    "kprobes at %zu of its %zu places: they are not traced",
		    prp->pr_mod, prp->pr_func, prp->pr_name, refused, n);
	return 0;
}

static int
dt_kinst_attach(dtrace_hdl_t *dtp, dt_site_t *sp)
{
	const dt_probe_t *prp = sp->s_probes[0];
	const dt_kinline_t *ki = prp->pr_priv;

	if (ki != NULL)				/* kinst::F:entry, :return */
		return dt_kinst_attach_places(dtp, sp, prp, ki);
	if (dt_kprobe_attach(sp, NULL, prp->pr_data, 0) == 0)
		return 0;
	if (errno == ENOMEM && sp->s_fds == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	return dt_set_errmsg(dtp, EDT_BPF, "cannot attach kinst:%s:%s:%s (a "
	    "kprobe at %s+%s): %s", prp->pr_mod, prp->pr_func, prp->pr_name,
	    prp->pr_func, prp->pr_name, strerror(errno));
}

static void
dt_kinst_fini(dt_provider_t *pvp)
{
	dt_kinst_t *k = pvp->pv_data;

	dt_kprobe_wait();
	if (k == NULL)
		return;
	if (k->k_fd >= 0)
		close(k->k_fd);
	free(k->k_ph);
	free(k->k_probes);
	free(k);
	pvp->pv_data = NULL;
}

const dt_provimpl_t dt_prov_kinst = {
	.pi_name = "kinst",
	.pi_attr = { "Evolving", "Evolving", "ISA",
	    "Private", "Private", "Unknown" },
	.pi_populate = dt_kinst_populate,
	.pi_provide = dt_kinst_provide,
	.pi_site_key = dt_kinst_site_key,
	.pi_site_prepare = dt_kinst_site_prepare,
	.pi_prologue = dt_kinst_prologue,
	.pi_attach = dt_kinst_attach,
	.pi_detach = dt_kprobe_detach,
	.pi_fini = dt_kinst_fini,
	.pi_bttype = DT_BT_KERNEL,	/* bt's kprobe:FUNC+OFFSET */
	.pi_refusal = dt_kinst_refusal,
};
