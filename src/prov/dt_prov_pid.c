/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_prov_pid.c -- the pid provider: pid<PID>:<module>:<function>:entry,
 * :return and :<offset> for the functions of a process's executable
 * (module a.out) and of its libraries (module: the library's file name,
 * libc.so.6), on uprobes.
 *
 * Probes are made the first time a description names the process: the
 * entry and return probes of every function of every object whose module
 * name (a.out, the file name, or the path) matches.  A function's entry
 * and return probes also fire where DWARF says a copy of it was inlined:
 * where each copy is entered and where it is left.  For any other name
 * (empty, a glob, an offset) a function's instructions are decoded and
 * each gets a probe named by its offset.  The objects are those
 * /proc/PID/maps shows, or, for a process dtrace created that has not run
 * yet, its executable and the libraries it will load.
 *
 * A site is one object's entry-like (or return) probes of one process:
 * one program on uprobe_multi links, its probes placed by file offset,
 * each with its probe id as the BPF cookie, filtered by the kernel to the
 * process.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dt_uelf.h"
#include "dt_uprobe.h"

#define DT_PID_ENTRY	0
#define DT_PID_RETURN	1
#define DT_PID_OFFSET	2	/* any instruction: fires as an entry does */


typedef struct dt_pid_probe {
	int pp_pid;
	int pp_kind;			/* DT_PID_ENTRY, _RETURN, _OFFSET */
	uint32_t pp_obj;		/* index of the path in the provider */
	uint64_t pp_off;		/* file offset, or DT_PID_NOOFF: only
					   inlined copies */
	uint64_t pp_size;		/* the function's size */
	uint64_t pp_coff, pp_csize;	/* return: its cold part ("f.cold") */
	int pp_insns;			/* entry: its offset probes are made */
	uint32_t pp_nx;			/* inlined copies: where they are */
	/* entry, return: the aliases of the function (same code, same
	 * size) libproc prefers to it, "a\0b\0\0" after pp_xoffs: a
	 * description matching one of them matches this probe not */
	const char *pp_better;
	uint64_t pp_xoffs[];		/* entered (entry) or left (return),
					   with the copy's depth: DT_PID_X */
} dt_pid_probe_t;

#define DT_PID_NOOFF	UINT64_MAX

/* an inlined copy's place: its file offset and, in the top byte, how deep
 * the copy is (1 in a function, 2 in a copy inlined in it ...) */
#define DT_PID_X(off, depth)	((off) | (uint64_t)(depth) << 56)
#define DT_PID_XOFF(x)		((x) & ((UINT64_C(1) << 56) - 1))
#define DT_PID_XDEPTH(x)	((int)((x) >> 56))

/* arguments of one provide walk */
typedef struct dt_pid_walk {
	dtrace_hdl_t *pw_dtp;
	dt_provider_t *pw_pvp;
	const char *pw_prov;		/* "pid1234" */
	const char *pw_mod;		/* "a.out", "libc.so.6" */
	int pw_pid;
	uint32_t pw_obj;
} dt_pid_walk_t;

static int
dt_pid_populate(dtrace_hdl_t *dtp, dt_provider_t *pvp)
{
	(void)dtp;
	(void)pvp;
	return 0;
}

/* a probe of pw's process and object; NULL on allocation failure */
static dt_pid_probe_t *
dt_pid_insert(dt_pid_walk_t *pw, const char *func, int kind, uint64_t off,
    uint64_t size, const char *name, const uint64_t *xoffs, uint32_t nx,
    const char *better, size_t nbetter)
{
	dt_pid_probe_t *pp;
	dt_probe_t *prp;

	if ((pp = calloc(1, sizeof(*pp) + nx * sizeof(uint64_t) +
	    nbetter)) == NULL)
		return NULL;
	if (nbetter > 0) {
		pp->pp_better = (const char *)&pp->pp_xoffs[nx];
		memcpy(&pp->pp_xoffs[nx], better, nbetter);
	}
	pp->pp_pid = pw->pw_pid;
	pp->pp_kind = kind;
	pp->pp_obj = pw->pw_obj;
	pp->pp_off = off;
	pp->pp_size = size;
	pp->pp_nx = nx;
	if (nx > 0)
		memcpy(pp->pp_xoffs, xoffs, nx * sizeof(uint64_t));
	prp = dt_probe_insert(pw->pw_dtp, pw->pw_pvp, pw->pw_mod, func, name, 0);
	if (prp == NULL || (prp->pr_provname = strdup(pw->pw_prov)) == NULL) {
		free(pp);
		return NULL;
	}
	prp->pr_priv = pp;
	prp->pr_nargs = 0;	/* arg0..arg9 only: user code has no types */
	return pp;
}

/*
 * The functions of one object, collected then sorted by name: those the
 * symbol table has (fn_kind DT_FN_SYM), and where DWARF says inlined
 * copies are entered (DT_FN_IN) and left (DT_FN_OUT).
 */
enum { DT_FN_SYM, DT_FN_IN, DT_FN_OUT };

typedef struct dt_pid_fn {
	char *fn_name;
	uint64_t fn_off;
	uint64_t fn_size;
	int fn_kind;
	int fn_bind;			/* 0 global, 1 weak, 2 local */
	int fn_depth;			/* an inlined copy's depth */
} dt_pid_fn_t;

typedef struct dt_pid_fns {
	dt_pid_fn_t *fs_v;
	size_t fs_n, fs_cap;
	int fs_fd;			/* the object, to read instructions */
} dt_pid_fns_t;

#define DT_X86_LOCK	0xf0	/* a uprobe cannot be placed on a lock
				   prefix: those places are left out */

static int
dt_pid_fn_add(dt_pid_fns_t *fs, const char *name, uint64_t off,
    uint64_t size, int kind, int bind, int depth)
{
	unsigned char op;

	if (pread(fs->fs_fd, &op, 1, (off_t)off) == 1 && op == DT_X86_LOCK)
		return 0;
	if (fs->fs_n == fs->fs_cap) {
		size_t cap = fs->fs_cap ? fs->fs_cap * 2 : 256;
		dt_pid_fn_t *v = realloc(fs->fs_v, cap * sizeof(*v));

		if (v == NULL)
			return -1;
		fs->fs_v = v;
		fs->fs_cap = cap;
	}
	if ((fs->fs_v[fs->fs_n].fn_name = strdup(name)) == NULL)
		return -1;
	fs->fs_v[fs->fs_n].fn_size = size;
	fs->fs_v[fs->fs_n].fn_kind = kind;
	fs->fs_v[fs->fs_n].fn_bind = bind;
	fs->fs_v[fs->fs_n].fn_depth = depth;
	fs->fs_v[fs->fs_n++].fn_off = off;
	return 0;
}

static int
dt_pid_func(const char *name, uint64_t off, uint64_t size, int bind,
    void *arg)
{
	return dt_pid_fn_add(arg, name, off, size, DT_FN_SYM, bind, 0);
}

static int
dt_pid_inline(const char *name, uint64_t va, uint64_t off, int ret, int depth,
    void *arg)
{
	(void)va;
	return dt_pid_fn_add(arg, name, off, 0, ret ? DT_FN_OUT : DT_FN_IN,
	    0, depth < 255 ? depth : 255);
}

static int
dt_pid_fncmp(const void *a, const void *b)
{
	const dt_pid_fn_t *x = a, *y = b;
	int c = strcmp(x->fn_name, y->fn_name);

	if (c == 0)
		c = x->fn_kind - y->fn_kind;
	return c != 0 ? c : x->fn_off < y->fn_off ? -1 : x->fn_off > y->fn_off;
}

/* the probes of the functions v[0..n), all of one name, whose cold part
 * is the first of cold[0..ncold) */
static int
dt_pid_func_probes(dt_pid_walk_t *pw, const dt_pid_fn_t *v, size_t n,
    const dt_pid_fn_t *cold, size_t ncold, const char *better,
    size_t nbetter)
{
	dt_pid_probe_t *ret = NULL;
	uint64_t off = DT_PID_NOOFF, size = 0, *in, *out;
	uint32_t nin = 0, nout = 0;
	size_t i;
	int rc;

	if ((in = calloc(n, sizeof(*in))) == NULL ||
	    (out = calloc(n, sizeof(*out))) == NULL) {
		free(in);
		return -1;
	}
	for (i = 0; i < n; i++) {
		if (v[i].fn_kind == DT_FN_SYM && off == DT_PID_NOOFF) {
			off = v[i].fn_off;	/* the first of its versions */
			size = v[i].fn_size;
		} else if (v[i].fn_kind == DT_FN_IN) {
			in[nin++] = DT_PID_X(v[i].fn_off, v[i].fn_depth);
		} else if (v[i].fn_kind == DT_FN_OUT) {
			out[nout++] = DT_PID_X(v[i].fn_off, v[i].fn_depth);
		}
	}
	rc = dt_pid_insert(pw, v[0].fn_name, DT_PID_ENTRY, off, size, "entry",
	    in, nin, better, nbetter) == NULL || (ret = dt_pid_insert(pw,
	    v[0].fn_name, DT_PID_RETURN, off, size, "return", out, nout,
	    better, nbetter)) == NULL ? -1 : 0;
	if (rc == 0 && ncold > 0 && cold[0].fn_kind == DT_FN_SYM) {
		ret->pp_coff = cold[0].fn_off;
		ret->pp_csize = cold[0].fn_size;
	}
	free(in);
	free(out);
	return rc;
}

/*
 * Aliases: names of the same code (same offset and size).  As illumos's
 * libproc orders them, the preferred one has fewer leading underscores,
 * then is global rather than weak rather than local, then has the
 * shorter name, then comes first in lexical order.
 */
static size_t
dt_pid_unders(const char *s)
{
	size_t n = 0;

	while (s[n] == '_')
		n++;
	return n;
}

static int
dt_pid_aliascmp(const void *a, const void *b)
{
	const dt_pid_fn_t *x = *(dt_pid_fn_t *const *)a;
	const dt_pid_fn_t *y = *(dt_pid_fn_t *const *)b;
	size_t ux, uy, lx, ly;

	if (x->fn_off != y->fn_off)
		return x->fn_off < y->fn_off ? -1 : 1;
	if (x->fn_size != y->fn_size)
		return x->fn_size < y->fn_size ? -1 : 1;
	ux = dt_pid_unders(x->fn_name);
	uy = dt_pid_unders(y->fn_name);
	if (ux != uy)
		return ux < uy ? -1 : 1;
	if (x->fn_bind != y->fn_bind)
		return x->fn_bind - y->fn_bind;
	lx = strlen(x->fn_name);
	ly = strlen(y->fn_name);
	if (lx != ly)
		return lx < ly ? -1 : 1;
	return strcmp(x->fn_name, y->fn_name);
}

/* the names preferred to the function of v[i] ("a\0b\0\0"), in *bp,
 * *np bytes; by[] is the first symbol of each name, ordered by
 * dt_pid_aliascmp, at[] where each is in by[] */
static int
dt_pid_better(dt_pid_fn_t *const *by, size_t nby, size_t pos, char **bp,
    size_t *np)
{
	size_t k = pos, len = 1;
	char *b, *w;

	*bp = NULL;
	*np = 0;
	while (k > 0 && by[k - 1]->fn_off == by[pos]->fn_off &&
	    by[k - 1]->fn_size == by[pos]->fn_size)
		k--;
	if (k == pos)
		return 0;
	for (size_t m = k; m < pos; m++)
		len += strlen(by[m]->fn_name) + 1;
	if ((b = malloc(len)) == NULL)
		return -1;
	for (w = b; k < pos; k++) {
		size_t l = strlen(by[k]->fn_name) + 1;

		memcpy(w, by[k]->fn_name, l);
		w += l;
	}
	*w = '\0';
	(void)nby;
	*bp = b;
	*np = len;
	return 0;
}

/* the bytes of pp's preferred aliases, with the last NUL */
static size_t
dt_pid_betterlen(const dt_pid_probe_t *pp)
{
	const char *b = pp->pp_better;

	if (b == NULL)
		return 0;
	while (*b != '\0')
		b += strlen(b) + 1;
	return (size_t)(b - pp->pp_better) + 1;
}

/* a description that matches an alias libproc prefers matches that
 * alias's probe only: the code is probed once, under that name */
static int
dt_pid_shadowed(const dt_probe_t *prp, const dtrace_probedesc_t *pdp)
{
	const dt_pid_probe_t *pp = prp->pr_priv;
	const char *b;

	if (pp == NULL || pp->pp_better == NULL)
		return 0;
	for (b = pp->pp_better; *b != '\0'; b += strlen(b) + 1)
		if (dt_gmatch(b, pdp->fun))
			return 1;
	return 0;
}

/* the entry and return probes of each function of one object, out of
 * line and inlined */
static int
dt_pid_funcs(dt_pid_walk_t *pw, const char *path)
{
	dt_pid_fns_t fs;
	dt_pid_fn_t **by = NULL;
	size_t i, j, nby = 0;
	int rc = 0;

	memset(&fs, 0, sizeof(fs));
	if ((fs.fs_fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return 0;
	if (dt_uelf_funcs(path, dt_pid_func, &fs) < -1 ||
	    dt_uelf_inlines(path, NULL, dt_pid_inline, &fs) < 0)
		rc = -1;
	if (fs.fs_n > 1)
		qsort(fs.fs_v, fs.fs_n, sizeof(fs.fs_v[0]), dt_pid_fncmp);
	/* the first symbol of each name, ordered as aliases are */
	if (rc == 0 && (by = calloc(fs.fs_n + 1, sizeof(*by))) == NULL)
		rc = -1;
	for (i = 0; i < fs.fs_n && rc == 0; i++)
		if (fs.fs_v[i].fn_kind == DT_FN_SYM && (i == 0 ||
		    strcmp(fs.fs_v[i].fn_name, fs.fs_v[i - 1].fn_name) != 0))
			by[nby++] = &fs.fs_v[i];
	if (nby > 1)
		qsort(by, nby, sizeof(*by), dt_pid_aliascmp);
	for (i = 0; i < fs.fs_n && rc == 0; i = j) {
		char cold[512], *better = NULL;
		size_t k, nbetter = 0;

		for (j = i + 1; j < fs.fs_n &&
		    strcmp(fs.fs_v[j].fn_name, fs.fs_v[i].fn_name) == 0; j++)
			continue;
		/* "f.cold", if there is one, sorts right after "f" */
		snprintf(cold, sizeof(cold), "%s.cold", fs.fs_v[i].fn_name);
		for (k = j; k < fs.fs_n &&
		    strcmp(fs.fs_v[k].fn_name, cold) == 0; k++)
			continue;
		for (size_t m = 0; m < nby; m++)
			if (by[m] == &fs.fs_v[i]) {
				rc = dt_pid_better(by, nby, m, &better,
				    &nbetter);
				break;
			}
		if (rc == 0)
			rc = dt_pid_func_probes(pw, &fs.fs_v[i], j - i,
			    &fs.fs_v[j], k - j, better, nbetter);
		free(better);
	}
	free(by);
	for (i = 0; i < fs.fs_n; i++)
		free(fs.fs_v[i].fn_name);
	free(fs.fs_v);
	close(fs.fs_fd);
	return rc;
}

/* the index of path in the provider, adding it; *newp: it is new to
 * process pid as module mod (its probes are still to be made: in every
 * process, an object named two ways has probes of each name) */
static int
dt_pid_object(dt_uobjs_t *ps, int pid, const char *mod, const char *path,
    uint32_t *idxp, int *newp)
{
	char key[PATH_MAX + 32];

	if (dt_uobjs_path(ps, path, idxp, newp) != 0)
		return -1;
	snprintf(key, sizeof(key), "%d:%u:%s", pid, *idxp, pid == 0 ? mod :
	    "");
	return dt_uobjs_done(ps, key, newp);
}

/*
 * The offset probes of every function of process pid the description
 * names, each instruction's (found by decoding the function) named by
 * its offset in hexadecimal: made once per function, all of them, for
 * any name but entry and return.  An offset written out that is not an
 * instruction's is an error.
 */
static int
dt_pid_offsets(dtrace_hdl_t *dtp, dt_provider_t *pvp,
    const dtrace_probedesc_t *pdp, int pid)
{
	dt_uobjs_t *ps = pvp->pv_data;
	uint32_t i, n = dt_probe_count(dtp);
	int exact = dt_uprobe_isoffset(pdp->prb) && strpbrk(pdp->fun, "*?[\\") == NULL;
	uint64_t want = exact ? strtoull(pdp->prb, NULL, 16) : 0;

	for (i = 0; i < n; i++) {
		dt_probe_t *prp = dt_probe_at(dtp, i);
		dt_pid_probe_t *pp = prp->pr_priv;
		dt_pid_walk_t pw;
		uint64_t *offs;
		size_t k, ni;
		char name[24];
		const char *why;
		char *func;
		int found = 0, fd, rc;

		if (prp->pr_prov != pvp || pp->pp_pid != pid ||
		    pp->pp_kind != DT_PID_ENTRY || pp->pp_off == DT_PID_NOOFF ||
		    strcmp(prp->pr_provname, pdp->prv) != 0 ||
		    !dt_probe_mod_match(prp, pdp->mod) ||
		    !dt_gmatch(prp->pr_func, pdp->fun))
			continue;
		if ((rc = dt_uelf_insns(ps->uo_paths[pp->pp_obj], pp->pp_off,
		    pp->pp_size, &offs, &ni)) == -2)
			return dt_set_errmsg(dtp, EDT_NOTSUP, "%s",
			    dt_uelf_disasm_why());
		if (rc != 0)
			continue;
		for (k = 0; k < ni && exact; k++)
			found |= offs[k] == want;
		if (exact && !found && want < pp->pp_size) {
			free(offs);
			return dt_set_errmsg(dtp, EDT_NOPROBE, "offset 0x%s of "
			    "%s is not at an instruction", pdp->prb,
			    prp->pr_func);
		}
		if (exact && found && (why = dt_uelf_unsafe_file(
		    ps->uo_paths[pp->pp_obj], pp->pp_off + want)) != NULL) {
			free(offs);
			return dt_set_errmsg(dtp, EDT_NOPROBE, "the instruction "
			    "at offset 0x%s of %s cannot be probed: it %s",
			    pdp->prb, prp->pr_func, why);
		}
		if (pp->pp_insns) {
			free(offs);
			continue;
		}
		pp->pp_insns = 1;
		memset(&pw, 0, sizeof(pw));
		pw.pw_dtp = dtp;
		pw.pw_pvp = pvp;
		pw.pw_prov = prp->pr_provname;
		pw.pw_mod = prp->pr_mod;
		pw.pw_pid = pid;
		pw.pw_obj = pp->pp_obj;
		if ((func = strdup(prp->pr_func)) == NULL) {
			free(offs);
			return dt_set_errno(dtp, EDT_NOMEM);
		}
		fd = open(ps->uo_paths[pp->pp_obj], O_RDONLY | O_CLOEXEC);
		for (k = 0; k < ni; k++) {
			/* an instruction a uprobe must not be placed on has
			 * no probe */
			if (fd >= 0 &&
			    dt_uelf_unsafe_at(fd, pp->pp_off + offs[k]) != NULL)
				continue;
			snprintf(name, sizeof(name), "%llx",
			    (unsigned long long)offs[k]);
			if (dt_pid_insert(&pw, func, DT_PID_OFFSET,
			    pp->pp_off + offs[k], 0, name, NULL, 0,
			    pp->pp_better, dt_pid_betterlen(pp)) == NULL)
				break;
		}
		if (fd >= 0)
			close(fd);
		free(func);
		free(offs);
		if (k < ni)
			return dt_set_errno(dtp, EDT_NOMEM);
	}
	return 0;
}

static int
dt_pid_provide(dtrace_hdl_t *dtp, dt_provider_t *pvp,
    const dtrace_probedesc_t *pdp)
{
	dt_uobjs_t *ps = dt_uobjs(pvp);
	char exe[4096];
	dt_uelf_list_t l;
	dt_pid_walk_t pw;
	size_t i;
	int pid, isnew, glob = 0, rc = 0;

	if (ps == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	if (!dt_provider_perproc(pvp->pv_impl, pdp->prv, &pid))
		return 0;
	if (pid == 0) {
		/* pid0:MODULE:f:entry -- every process running the program
		 * or library MODULE */
		if (dt_uprobe_anyobjs(dtp, pdp->mod, &l, &glob) != 0)
			return -1;
	} else if (dt_uprobe_objects(dtp, pid, &l, exe, sizeof(exe)) != 0) {
		dt_uelf_list_free(&l);
		return -1;
	}
	memset(&pw, 0, sizeof(pw));
	pw.pw_dtp = dtp;
	pw.pw_pvp = pvp;
	pw.pw_prov = pdp->prv;
	pw.pw_pid = pid;
	for (i = 0; i < l.ul_n && rc == 0; i++) {
		const char *path = l.ul_paths[i];

		pw.pw_mod = pid != 0 ? dt_uprobe_modname(path, exe) :
		    glob ? path : pdp->mod;
		if (!dt_gmatch(pw.pw_mod, pdp->mod) &&
		    !dt_gmatch(path, pdp->mod) &&
		    !dt_gmatch(dt_uprobe_modname(path, NULL), pdp->mod))
			continue;
		if (dt_pid_object(ps, pid, pw.pw_mod, path, &pw.pw_obj,
		    &isnew) != 0) {
			rc = dt_set_errno(dtp, EDT_NOMEM);
			break;
		}
		if (isnew && dt_pid_funcs(&pw, path) != 0)
			rc = dt_set_errno(dtp, EDT_NOMEM);
	}
	dt_uelf_list_free(&l);
	if (rc == 0 && strcmp(pdp->prb, "entry") != 0 &&
	    strcmp(pdp->prb, "return") != 0)
		rc = dt_pid_offsets(dtp, pvp, pdp, pid);
	return rc;
}

static enum bpf_prog_type
dt_pid_site_key(const dt_probe_t *prp, char *key, size_t keylen)
{
	const dt_pid_probe_t *pp = prp->pr_priv;

	snprintf(key, keylen, "pid%d:%u:%s", pp->pp_pid, pp->pp_obj,
	    pp->pp_kind == DT_PID_RETURN ? "return" : "entry");
	return BPF_PROG_TYPE_KPROBE;
}

static int
dt_pid_site_prepare(dtrace_hdl_t *dtp, dt_site_t *sp)
{
	(void)dtp;
	sp->s_attach_type = dt_uprobe_attach_type();
	return 0;
}

/* the x86_64 argument registers */
static const int16_t dt_pid_argregs[] = {
	PT_DI, PT_SI, PT_DX, PT_CX, PT_R8, PT_R9
};

/*
 * The probe id is the link's cookie for the probed offset.  At entry the
 * arguments are the argument registers; at return arg0 is the returning
 * instruction's offset in the function (the cookie's high bits) and arg1
 * the value returned.
 */
static int
dt_pid_prologue(dt_cg_t *cg, dt_site_t *sp)
{
	const dt_pid_probe_t *pp = sp->s_probes[0]->pr_priv;
	dt_as_t *as = &cg->cg_as;
	size_t i;

	dt_uprobe_prid(cg);
	if (!cg->cg_needargs)
		return 0;
	for (i = 0; i < DT_MAXARGS; i++) {
		int16_t reg = -1;

		if (pp->pp_kind != DT_PID_RETURN &&
		    i < sizeof(dt_pid_argregs) / sizeof(dt_pid_argregs[0]))
			reg = dt_pid_argregs[i];
		else if (pp->pp_kind == DT_PID_RETURN && i == 1)
			reg = PT_AX;
		if (pp->pp_kind == DT_PID_RETURN && i == 0) {
			dt_as_emit(as, I_ALU64_IMM(BPF_ARSH, BPF_REG_0, 33));
			dt_as_emit(as, I_STX(BPF_DW, BPF_REG_9, BPF_REG_0,
			    DCTX_ARGS));
			continue;
		}
		if (reg < 0) {
			dt_as_emit(as, I_ST(BPF_DW, BPF_REG_9,
			    (int16_t)(DCTX_ARGS + 8 * i), 0));
			continue;
		}
		dt_as_emit(as, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_6, reg));
		dt_as_emit(as, I_STX(BPF_DW, BPF_REG_9, BPF_REG_1,
		    (int16_t)(DCTX_ARGS + 8 * i)));
	}
	return 0;
}

/*
 * Places and their cookies, as a link takes them.  Probes placed at one
 * instruction fire by rank: the entries of a function, then of the copies
 * inlined in it, outer ones first; then instruction probes; then where
 * copies are left, inner ones first; then the function's returns.  The
 * kernel runs the probes of one instruction last linked first, so the
 * places are linked from the highest rank down.
 */
#define DT_PID_RANK_INSN	64
#define DT_PID_RANK_RETURN	128

typedef struct dt_pid_place {
	uint64_t pc_off, pc_cookie;
	int pc_rank;
	uint32_t pc_seq;		/* the order it was added in */
} dt_pid_place_t;

typedef struct dt_pid_places {
	dt_pid_place_t *pl_v;
	uint32_t pl_n, pl_cap;
} dt_pid_places_t;

static int
dt_pid_place(dt_pid_places_t *pl, uint64_t off, uint64_t cookie, int rank)
{
	if (pl->pl_n == pl->pl_cap) {
		uint32_t cap = pl->pl_cap ? pl->pl_cap * 2 : 64;
		dt_pid_place_t *v = realloc(pl->pl_v, cap * sizeof(*v));

		if (v == NULL)
			return -1;
		pl->pl_v = v;
		pl->pl_cap = cap;
	}
	pl->pl_v[pl->pl_n].pc_off = off;
	pl->pl_v[pl->pl_n].pc_cookie = cookie;
	pl->pl_v[pl->pl_n].pc_rank = rank;
	pl->pl_v[pl->pl_n].pc_seq = pl->pl_n;
	pl->pl_n++;
	return 0;
}

static int
dt_pid_placecmp(const void *a, const void *b)
{
	const dt_pid_place_t *x = a, *y = b;

	if (x->pc_off != y->pc_off)
		return x->pc_off < y->pc_off ? -1 : 1;
	if (x->pc_rank != y->pc_rank)
		return y->pc_rank - x->pc_rank;
	return x->pc_seq < y->pc_seq ? -1 : x->pc_seq > y->pc_seq;
}

/* the places in link order, as the offsets and cookies a link takes */
static int
dt_pid_place_arrays(dt_pid_places_t *pl, uint64_t **offsp,
    uint64_t **cookiesp)
{
	uint32_t i;

	*offsp = malloc((pl->pl_n + 1) * sizeof(uint64_t));
	*cookiesp = malloc((pl->pl_n + 1) * sizeof(uint64_t));
	if (*offsp == NULL || *cookiesp == NULL)
		return -1;
	if (pl->pl_n > 0)
		qsort(pl->pl_v, pl->pl_n, sizeof(*pl->pl_v), dt_pid_placecmp);
	for (i = 0; i < pl->pl_n; i++) {
		(*offsp)[i] = pl->pl_v[i].pc_off;
		(*cookiesp)[i] = pl->pl_v[i].pc_cookie;
	}
	return 0;
}

/*
 * The site's places: uprobes (pl[0]) on entries, instructions, where
 * inlined copies are entered or left, and where functions are left from
 * (returns and tail calls, found by decoding them; the cookie's bits from
 * 33 up are the place's offset in the function, for arg0).  A function
 * that cannot be decoded is left through a uretprobe (pl[1]; arg0 0); one
 * with no return (_start, a function that never returns) has no return
 * probe, as in illumos.
 */
static int
dt_pid_places(const dt_site_t *sp, const char *path, dt_pid_places_t pl[2])
{
	uint64_t *offs;
	size_t k, n;
	int i, partial, rc = 0;

	for (i = 0; i < sp->s_nprobes && rc == 0; i++) {
		const dt_pid_probe_t *pp = sp->s_probes[i]->pr_priv;
		uint64_t id = sp->s_probes[i]->pr_id;

		if (pp->pp_off == DT_PID_NOOFF) {
			/* only inlined copies */
		} else if (pp->pp_kind != DT_PID_RETURN) {
			rc = dt_pid_place(&pl[0], pp->pp_off, id |
			    (pp->pp_kind == DT_PID_ENTRY ||
			    strcmp(sp->s_probes[i]->pr_name, "0") == 0 ?
			    DT_UPROBE_AT_ENTRY : 0),
			    pp->pp_kind == DT_PID_ENTRY ? 0 :
			    DT_PID_RANK_INSN);
		} else if (dt_uelf_exits(path, pp->pp_off, pp->pp_size,
		    pp->pp_coff, pp->pp_csize, &offs, &n, &partial) != 0 ||
		    (n == 0 && partial)) {
			/* a uretprobe takes the word on top of the stack at
			 * the entry as the return address: the program's
			 * entry point has none there (argc is), so it gets
			 * no return probe */
			free(offs);
			if (!dt_uelf_is_entry(path, pp->pp_off))
				rc = dt_pid_place(&pl[1], pp->pp_off, id,
				    DT_PID_RANK_RETURN);
		} else {
			/* at a return (or a tail call's jump) the frame is
			 * gone and the return address on top of the stack,
			 * as at the entry */
			for (k = 0; k < n && rc == 0; k++)
				rc = dt_pid_place(&pl[0], offs[k], id |
				    DT_UPROBE_AT_ENTRY |
				    (offs[k] - pp->pp_off) << 33,
				    DT_PID_RANK_RETURN);
			free(offs);
		}
		for (k = 0; k < pp->pp_nx && rc == 0; k++) {
			int d = DT_PID_XDEPTH(pp->pp_xoffs[k]);

			rc = dt_pid_place(&pl[0], DT_PID_XOFF(pp->pp_xoffs[k]),
			    id, pp->pp_kind == DT_PID_RETURN ?
			    DT_PID_RANK_RETURN - (d < 63 ? d : 63) :
			    d < 63 ? d : 63);
		}
	}
	return rc;
}

static int
dt_pid_attach(dtrace_hdl_t *dtp, dt_site_t *sp)
{
	const dt_pid_probe_t *pp = sp->s_probes[0]->pr_priv;
	const dt_uobjs_t *ps = sp->s_probes[0]->pr_prov->pv_data;
	const char *path = ps->uo_paths[pp->pp_obj];
	dt_pid_places_t pl[2];
	int i, rc, linked = 0;

	memset(pl, 0, sizeof(pl));
	if ((rc = dt_pid_places(sp, path, pl)) == 0) {
		for (i = 0; i < 2 && rc >= 0; i++) {
			uint64_t *offs, *cookies;

			if ((rc = dt_pid_place_arrays(&pl[i], &offs,
			    &cookies)) == 0)
				rc = dt_uprobe_link(dtp, sp, path, pp->pp_pid, offs,
				    cookies, NULL, pl[i].pl_n, i);
			else
				errno = ENOMEM;
			free(offs);
			free(cookies);
			linked += rc > 0 ? rc : 0;
		}
	}
	for (i = 0; i < 2; i++)
		free(pl[i].pl_v);
	if (rc < 0 && errno == ENOMEM)
		return dt_set_errno(dtp, EDT_NOMEM);
	if (rc < 0)
		return dt_set_errmsg(dtp, EDT_BPF, "cannot attach the pid%d "
		    "probes of %s: %s", pp->pp_pid, path, strerror(errno));
	if (linked == 0)
		return dt_set_errmsg(dtp, EDT_BPF, "cannot attach the pid%d "
		    "probes of %s: no uprobe can be placed on %s",
		    pp->pp_pid, path,
		    sp->s_nprobes == 1 ? "that function" : "those functions");
	return 0;
}

static void
dt_pid_detach(dtrace_hdl_t *dtp, dt_site_t *sp)
{
	(void)dtp;
	dt_site_close_fds(dtp, sp);
}

/* the file a probe is in */
static const char *
dt_pid_probe_path(const dt_probe_t *prp)
{
	const dt_pid_probe_t *pp = prp->pr_priv;

	return pp != NULL ? dt_uobjs_get(prp->pr_prov, pp->pp_obj) : NULL;
}

static int
dt_pid_argspace(const dt_probe_t *prp)
{
	(void)prp;
	return DT_ARGS_USER;
}

/* a.out answers to the executable's file name too, as in illumos */
static const char *
dt_pid_modalias(const dt_probe_t *prp)
{
	const dt_pid_probe_t *pp = prp->pr_priv;
	const dt_uobjs_t *ps = prp->pr_prov->pv_data;

	if (strcmp(prp->pr_mod, "a.out") != 0 || ps == NULL ||
	    pp->pp_obj >= ps->uo_n)
		return NULL;
	return dt_uprobe_modname(ps->uo_paths[pp->pp_obj], NULL);
}

const dt_provimpl_t dt_prov_pid = {
	.pi_name = "pid",
	.pi_probe_path = dt_pid_probe_path,
	.pi_perproc = DT_PERPROC_NAME,
	.pi_attr = { "Evolving", "Evolving", "ISA",
	    "Private", "Private", "Unknown" },
	.pi_populate = dt_pid_populate,
	.pi_provide = dt_pid_provide,
	.pi_probe_info = NULL,
	.pi_site_key = dt_pid_site_key,
	.pi_site_prepare = dt_pid_site_prepare,
	.pi_prologue = dt_pid_prologue,
	.pi_attach = dt_pid_attach,
	.pi_detach = dt_pid_detach,
	.pi_fini = dt_uobjs_fini,
	.pi_flags = DT_PF_UENTRY,
	.pi_bttype = DT_BT_UPROBE,
	.pi_list_funcs = dt_uprobe_list,
	.pi_shadowed = dt_pid_shadowed,
	.pi_argspace = dt_pid_argspace,
	.pi_modalias = dt_pid_modalias,
};
