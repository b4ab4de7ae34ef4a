/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_bpf.c -- the loader: create the program's maps, generate and load one
 * BPF program per site.  A verifier rejection is reported against the
 * script line that produced the rejected instruction, never as a raw
 * verifier dump (-x bpflog shows the whole log).
 */
#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "dt_bpf.h"
#include "dt_cg_impl.h"
#include "dt_impl.h"
#include "dt_program.h"

#define ROUND8(x)	(((x) + 7u) & ~7u)

static int
dt_bpf_map(dtrace_hdl_t *dtp, enum bpf_map_type type, const char *name,
    uint32_t ksize, uint32_t vsize, uint32_t n, uint32_t flags)
{
	LIBBPF_OPTS(bpf_map_create_opts, opts, .map_flags = flags);
	int fd = bpf_map_create(type, name, ksize, vsize, n, &opts);

	if (fd < 0)
		return dt_set_errmsg(dtp, EDT_BPF, "failed to create BPF map %s "
		    "(%u entries of %u bytes): %s", name, n, vsize,
		    strerror(errno));
	return fd;
}

static uint32_t
dt_pow2(uint64_t v)
{
	uint64_t p = 4096;

	while (p < v && p < (1ULL << 30))
		p <<= 1;
	return (uint32_t)p;
}

/* the entries of 'per' bytes (a key and its value) a budget (aggsize,
 * dynvarsize) holds, as DTrace's buffers hold what fits: a small budget
 * few (at least one) */
static uint32_t
dt_entries(int64_t budget, uint32_t per)
{
	int64_t n = budget / (per ? per : 1);

	if (n < 1)
		n = 1;
	if (n > 1 << 20)
		n = 1 << 20;
	return (uint32_t)n;
}

static int
dt_bpf_strtab(dtrace_hdl_t *dtp, dt_compiled_t *pp)
{
	uint32_t zsize = ROUND8(DT_STRSIZE(dtp)) + 8, size, key = 0, i;
	dt_agg_t *ap;
	dt_var_t *vp;
	char *buf;
	int fd;

	if (pp->p_thissize > zsize)
		zsize = pp->p_thissize;
	if (DT_SCRATCH(dtp) > zsize)		/* what alloca() zeroes */
		zsize = DT_SCRATCH(dtp);
	/* the zero area: as large as anything the code zeroes from it */
	for (ap = pp->p_aggs; ap != NULL; ap = ap->a_next) {
		if (ap->a_keys.k_size > zsize)
			zsize = ap->a_keys.k_size;
		if (ap->a_valsize > zsize)
			zsize = ap->a_valsize;
	}
	for (vp = pp->p_vars; vp != NULL; vp = vp->v_next)
		if (vp->v_vsize > zsize)
			zsize = vp->v_vsize;
	for (i = 0; i < (uint32_t)pp->p_nbttups; i++)	/* bt's tuples */
		if (pp->p_bttups[i].tu_size > zsize)
			zsize = pp->p_bttups[i].tu_size;
	pp->p_strslot = ROUND8(DT_STRSIZE(dtp)) + 8;
	pp->p_strs_base = ROUND8(zsize);
	size = pp->p_strs_base + pp->p_strslot * (uint32_t)pp->p_nstrs;
	if ((buf = calloc(1, size)) == NULL)
		return dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
	for (i = 0; i < (uint32_t)pp->p_nstrs; i++)
		strncpy(buf + pp->p_strs_base + i * pp->p_strslot, pp->p_strs[i],
		    pp->p_strslot - 1);
	fd = dt_bpf_map(dtp, BPF_MAP_TYPE_ARRAY, "dt_strtab", 4, size, 1, 0);
	if (fd >= 0 && bpf_map_update_elem(fd, &key, buf, BPF_ANY) != 0) {
		close(fd);
		fd = dt_set_errmsg(dtp, EDT_BPF, "failed to fill the string "
		    "table: %s", strerror(errno));
	}
	free(buf);
	pp->p_strtab_fd = fd;
	return fd < 0 ? -1 : 0;
}

/* n entries of size bytes of vals at the keys of fd; batched where the
 * kernel can (Linux 5.6), else one by one */
#define DT_BPF_BATCH	4096

static int
dt_bpf_fill(int fd, const uint32_t *keys, const void *vals, uint32_t n,
    size_t size)
{
	uint32_t done = 0, i;

	while (done < n) {
		uint32_t cnt = n - done < DT_BPF_BATCH ? n - done :
		    DT_BPF_BATCH;

		if (bpf_map_update_batch(fd, keys + done,
		    (const char *)vals + done * size, &cnt, NULL) != 0)
			break;
		done += cnt;
	}
	for (i = done; i < n; i++)
		if (bpf_map_update_elem(fd, &keys[i],
		    (const char *)vals + i * size, BPF_ANY) != 0)
			return -1;
	return 0;
}

/* the pinfo (names) and pmask (clauses) entries of the probes of the
 * sites from 'first' up to 'stop' */
int
dt_bpf_pinfo_fill(dtrace_hdl_t *dtp, dt_compiled_t *pp, dt_site_t *first,
    dt_site_t *stop)
{
	uint32_t size = pp->p_pinfo_slot, n = 0, max = 0, i, *keys = NULL;
	uint64_t *masks = NULL, *vmasks = NULL;
	dt_clause_t *cp;
	dt_site_t *sp;
	char *buf = NULL;
	int j, rc = 0;

	for (sp = first; sp != stop; sp = sp->s_next) {
		n += (uint32_t)sp->s_nprobes;
		for (j = 0; j < sp->s_nprobes; j++)
			if (sp->s_probes[j]->pr_id > max)
				max = sp->s_probes[j]->pr_id;
	}
	if ((masks = calloc((size_t)max + 1, sizeof(*masks))) == NULL ||
	    (keys = malloc((size_t)n * sizeof(*keys) + 1)) == NULL ||
	    (vmasks = calloc((size_t)n + 1, sizeof(*vmasks))) == NULL ||
	    (buf = calloc((size_t)n + 1, size)) == NULL) {
		rc = dt_set_errno(dtp, EDT_NOMEM);
		goto out;
	}
	/* each probe's clauses, as a mask of their ids */
	for (cp = pp->p_clauses; cp != NULL; cp = cp->c_next)
		for (i = 0; i < (uint32_t)cp->c_nprobes; i++)
			if (cp->c_id < 64 && cp->c_probes[i]->pr_id <= max)
				masks[cp->c_probes[i]->pr_id] |=
				    1ULL << cp->c_id;
	n = 0;
	for (sp = first; sp != stop; sp = sp->s_next) {
		for (j = 0; j < sp->s_nprobes; j++) {
			dt_probe_t *prp = sp->s_probes[j];
			char *b = buf + (size_t)n * size;

			strncpy(b + DT_PINFO_PROV, dt_probe_provname(prp), 63);
			strncpy(b + DT_PINFO_MOD, prp->pr_mod, 63);
			strncpy(b + DT_PINFO_FUNC, prp->pr_func, 191);
			strncpy(b + DT_PINFO_NAME, prp->pr_name, 63);
			vmasks[n] = masks[prp->pr_id];
			keys[n++] = prp->pr_id;
		}
	}
	if (dt_bpf_fill(pp->p_pinfo_fd, keys, buf, n, size) != 0 ||
	    dt_bpf_fill(pp->p_pmask_fd, keys, vmasks, n, sizeof(*vmasks)) != 0)
		rc = dt_set_errmsg(dtp, EDT_BPF, "failed to fill the probe "
		    "table: %s", strerror(errno));
out:
	free(masks);
	free(keys);
	free(vmasks);
	free(buf);
	return rc;
}

/* probes that may be enabled once tracing runs (in objects a process
 * maps later: p_late) */
#define DT_PINFO_LATE	65536

static int
dt_bpf_pinfo(dtrace_hdl_t *dtp, dt_compiled_t *pp)
{
	uint32_t max = 0;
	/* a string's code may read strsize bytes and a NUL wherever it
	 * starts: the last name has that much room */
	uint32_t size = DT_PINFO_NAME + ROUND8(DT_STRSIZE(dtp) + 1);
	/* later probes have ids above today's: a hash, filled as they come */
	enum bpf_map_type type = pp->p_nlate > 0 ? BPF_MAP_TYPE_HASH :
	    BPF_MAP_TYPE_ARRAY;
	uint32_t flags = pp->p_nlate > 0 ? BPF_F_NO_PREALLOC : 0;
	dt_site_t *sp;
	int j;

	if (size < DT_PINFO_SIZE)
		size = DT_PINFO_SIZE;
	pp->p_pinfo_slot = size;
	for (sp = pp->p_sites; sp != NULL; sp = sp->s_next)
		for (j = 0; j < sp->s_nprobes; j++)
			if (sp->s_probes[j]->pr_id > max)
				max = sp->s_probes[j]->pr_id;
	if (pp->p_nlate > 0)
		max += DT_PINFO_LATE;
	pp->p_pinfo_fd = dt_bpf_map(dtp, type, "dt_pinfo", 4, size, max + 1,
	    flags);
	pp->p_pmask_fd = dt_bpf_map(dtp, type, "dt_pmask", 4, 8, max + 1,
	    flags);
	if (pp->p_pinfo_fd < 0 || pp->p_pmask_fd < 0)
		return -1;
	return dt_bpf_pinfo_fill(dtp, pp, pp->p_sites, NULL);
}

/* a map of n entries of size bytes each fits what a map may cost */
static int
dt_bpf_mapcost(dtrace_hdl_t *dtp, const char *what, uint64_t n,
    uint64_t size)
{
	uint64_t cap = (uint64_t)dt_memcap();

	if (n == 0 || size <= cap / n)
		return 0;
	return dt_set_errmsg(dtp, EDT_NOMEM, "%s of %llu keys of %llu bytes "
	    "would take more than %llu MiB (mapkeys is at most %llu)", what,
	    (unsigned long long)n, (unsigned long long)size,
	    (unsigned long long)(cap >> 20), (unsigned long long)(cap / size));
}

/* the bytes DTrace's buffers give keys kp: a string strsize, whatever
 * its slot here (what a budget of aggsize or dynvarsize holds) */
static uint64_t
dt_keys_dtsize(dtrace_hdl_t *dtp, const dt_keys_t *kp)
{
	uint64_t n = kp->k_size;
	int i;

	for (i = 0; i < kp->k_n; i++) {
		uint32_t end = i + 1 < kp->k_n ? kp->k_off[i + 1] : kp->k_size;

		if (kp->k_types[i].t_kind == DT_TK_STRING)
			n += ROUND8(DT_STRSIZE(dtp)) - (end - kp->k_off[i]);
	}
	return n;
}

/* the declaration of map name (bt's "@m"), or NULL */
static const dt_mapdecl_t *
dt_bpf_mapdecl(const dt_compiled_t *pp, const char *name, int agg)
{
	const dt_mapdecl_t *md;

	for (md = pp->p_mapdecls; md != NULL; md = md->md_next)
		if (strcmp(md->md_name + agg, name) == 0)
			return md;
	return NULL;
}

static int
dt_bpf_varmaps(dtrace_hdl_t *dtp, dt_compiled_t *pp)
{
	int64_t dyn = dtp->dt_options[DT_OPT_DYNVARSIZE];
	int64_t aggsize = dtp->dt_options[DT_OPT_AGGSIZE];
	int64_t keys = dtp->dt_options[DT_OPT_MAPKEYS];
	const dt_mapdecl_t *md;
	dt_var_t *vp;
	dt_agg_t *ap;
	uint64_t n;

	for (vp = pp->p_vars; vp != NULL; vp = vp->v_next) {
		uint32_t ks = vp->v_kind == DT_VAR_SELF ? 8 : vp->v_keys.k_size;

		if (vp->v_kind != DT_VAR_SELF && vp->v_kind != DT_VAR_ARRAY)
			continue;
		/* a map's size: declared, mapkeys (bt's), or what the
		 * dynamic variable space holds */
		md = vp->v_kind == DT_VAR_ARRAY ? dt_bpf_mapdecl(pp,
		    vp->v_name, 0) : NULL;
		n = md != NULL ? md->md_entries : keys > 0 &&
		    vp->v_kind == DT_VAR_ARRAY ? (uint64_t)keys : 0;
		if (n > 0 && dt_bpf_mapcost(dtp, "an associative array", n,
		    ks + vp->v_vsize + 32) != 0)
			return -1;
		vp->v_map_fd = dt_bpf_map(dtp, md != NULL && md->md_kind ==
		    DT_MK_LRUHASH ? BPF_MAP_TYPE_LRU_HASH : BPF_MAP_TYPE_HASH,
		    "dt_dynvar", ks, vp->v_vsize, n > 0 ? (uint32_t)n :
		    dt_entries(dyn, (uint32_t)(vp->v_kind == DT_VAR_SELF ? ks :
		    dt_keys_dtsize(dtp, &vp->v_keys)) + vp->v_vsize), 0);
		if (vp->v_map_fd < 0)
			return -1;
	}
	for (ap = pp->p_aggs; ap != NULL; ap = ap->a_next) {
		if (!ap->a_keyed) {
			ap->a_map_fd = dt_bpf_map(dtp, BPF_MAP_TYPE_PERCPU_ARRAY,
			    "dt_agg", 4, ap->a_valsize, 1, 0);
			if (ap->a_map_fd < 0)
				return -1;
			continue;
		}
		md = dt_bpf_mapdecl(pp, ap->a_name, 1);
		n = md != NULL ? md->md_entries : keys > 0 ? (uint64_t)keys : 0;
		if (n > 0 && dt_bpf_mapcost(dtp, "an aggregation", n,
		    ap->a_keys.k_size + (uint64_t)ap->a_valsize *
		    (uint32_t)dtp->dt_ncpus + 32) != 0)
			return -1;
		ap->a_map_fd = dt_bpf_map(dtp, md != NULL && md->md_kind ==
		    DT_MK_PERCPULRUHASH ? BPF_MAP_TYPE_LRU_PERCPU_HASH :
		    BPF_MAP_TYPE_PERCPU_HASH, "dt_agg", ap->a_keys.k_size,
		    ap->a_valsize, n > 0 ? (uint32_t)n : dt_entries(aggsize,
		    (uint32_t)dt_keys_dtsize(dtp, &ap->a_keys) +
		    ap->a_valsize * (uint32_t)dtp->dt_ncpus), 0);
		if (ap->a_map_fd < 0)
			return -1;
	}
	return 0;
}

/*
 * DTrace refuses an enabling one of whose records or entries cannot fit in
 * the buffer it goes to: the principal buffer (bufsize) a clause's record
 * (a speculation's buffer (specsize), when a clause speculates, a word),
 * the aggregation buffer (aggsize) an aggregation's key and value, the
 * dynamic variable space (dynvarsize) an associative array's key and
 * value.
 */
static int
dt_bpf_fits(dtrace_hdl_t *dtp, const dt_compiled_t *pp)
{
	int64_t buf = dtp->dt_options[DT_OPT_BUFSIZE];
	int64_t agg = dtp->dt_options[DT_OPT_AGGSIZE];
	int64_t dyn = dtp->dt_options[DT_OPT_DYNVARSIZE];
	int64_t spec = dtp->dt_options[DT_OPT_SPECSIZE];
	uint64_t need = sizeof(dt_rechdr_t) + (uint64_t)pp->p_recmax;
	const dt_var_t *vp;
	const dt_agg_t *ap;
	/* a speculation's buffer, when a clause speculates, must hold a
	 * word, as DTrace's dtrace_state_buffer() allocates it (a record
	 * it cannot hold is a speculative drop when the clause runs) */
	int over = (buf > 0 && (uint64_t)buf < need) ||
	    (pp->p_speculates && spec >= 0 && spec < (int64_t)sizeof(uint64_t));

	for (ap = pp->p_aggs; ap != NULL && !over; ap = ap->a_next)
		over = agg > 0 && (uint64_t)agg < (uint64_t)ap->a_keys.k_size +
		    ap->a_valsize;
	/* (an associative array's element: a thread-local variable is
	 * not refused so, as DTrace's dynvarsize tests have it) */
	for (vp = pp->p_vars; vp != NULL && !over; vp = vp->v_next)
		over = dyn > 0 && vp->v_kind == DT_VAR_ARRAY && (uint64_t)dyn <
		    (uint64_t)vp->v_keys.k_size + vp->v_vsize;
	return over ? dt_set_errmsg(dtp, EDT_NOMEM,
	    "Enabling exceeds size of buffer") : 0;
}

int
dt_bpf_create_maps(dtrace_hdl_t *dtp, dt_compiled_t *pp)
{
	uint32_t slot = ROUND8(DT_STRSIZE(dtp)) + 8;

	if (dt_bpf_fits(dtp, pp) != 0)
		return -1;

	pp->p_scratchsize = ROUND8(DT_DC_THIS + pp->p_thissize) +
	    ROUND8(pp->p_recmax) + 8 + 48 * slot + 4096 +
	    (pp->p_usebtjoin ? (uint32_t)ROUND8(DT_BTJOIN_REC) : 0);
	/* alloca() memory last: a clause's scratchsize bytes, and as many
	 * again so that the verifier sees every access of a size it knows
	 * only as bounded by scratchsize inside the map value */
	pp->p_abase = pp->p_scratchsize + 8;
	pp->p_scratchsize = pp->p_abase + 2 * DT_SCRATCH(dtp) + 8;
	pp->p_globals_fd = dt_bpf_map(dtp, BPF_MAP_TYPE_ARRAY, "dt_globals", 4,
	    pp->p_gsize, 1, BPF_F_MMAPABLE);
	if (pp->p_globals_fd >= 0) {
		long pg = sysconf(_SC_PAGESIZE);

		pp->p_gmemsize = (pp->p_gsize + (size_t)pg - 1) & ~((size_t)pg - 1);
		pp->p_gmem = mmap(NULL, pp->p_gmemsize, PROT_READ | PROT_WRITE,
		    MAP_SHARED, pp->p_globals_fd, 0);
		if (pp->p_gmem == MAP_FAILED) {
			pp->p_gmem = NULL;
			return dt_set_errmsg(dtp, EDT_BPF, "failed to map the "
			    "globals: %s", strerror(errno));
		}
	}
	pp->p_scratch_fd = dt_bpf_map(dtp, BPF_MAP_TYPE_ARRAY, "dt_scratch", 4,
	    pp->p_scratchsize, (uint32_t)dtp->dt_ncpus * DT_NSLOTS, 0);
	pp->p_rbsize = dt_pow2((uint64_t)dtp->dt_options[DT_OPT_BUFSIZE]);
	pp->p_rb_fd = dt_bpf_map(dtp, BPF_MAP_TYPE_RINGBUF, "dt_buffer", 0, 0,
	    (uint32_t)pp->p_rbsize, 0);
	pp->p_stats_fd = dt_bpf_map(dtp, BPF_MAP_TYPE_PERCPU_ARRAY, "dt_stats",
	    4, DT_STAT_MAX * 8, 1, 0);
	if (pp->p_globals_fd < 0 || pp->p_scratch_fd < 0 || pp->p_rb_fd < 0 ||
	    pp->p_stats_fd < 0)
		return -1;
	if (pp->p_usespec && (pp->p_spec_fd = dt_bpf_map(dtp,
	    BPF_MAP_TYPE_ARRAY, "dt_spec", 4, 16,
	    (uint32_t)DT_NSPEC(dtp), 0)) < 0)
		return -1;
	if (pp->p_useupids && (pp->p_upids_fd = dt_bpf_map(dtp,
	    BPF_MAP_TYPE_LRU_HASH, "dt_upids", 8, 4, 4096, 0)) < 0)
		return -1;
	if (dt_bpf_strtab(dtp, pp) != 0 || dt_bpf_pinfo(dtp, pp) != 0 ||
	    dt_bpf_varmaps(dtp, pp) != 0)
		return -1;
	return 0;
}

static void
dt_close_fd(int *fdp)
{
	if (*fdp > 0)
		close(*fdp);
	*fdp = -1;
}

void
dt_bpf_close_maps(dt_compiled_t *pp)
{
	dt_var_t *vp;
	dt_agg_t *ap;

	if (pp->p_gmem != NULL)
		munmap(pp->p_gmem, pp->p_gmemsize);
	pp->p_gmem = NULL;
	dt_close_fd(&pp->p_globals_fd);
	dt_close_fd(&pp->p_strtab_fd);
	dt_close_fd(&pp->p_scratch_fd);
	dt_close_fd(&pp->p_rb_fd);
	dt_close_fd(&pp->p_stats_fd);
	dt_close_fd(&pp->p_pinfo_fd);
	dt_close_fd(&pp->p_pmask_fd);
	dt_close_fd(&pp->p_spec_fd);
	dt_close_fd(&pp->p_upids_fd);
	for (vp = pp->p_vars; vp != NULL; vp = vp->v_next)
		dt_close_fd(&vp->v_map_fd);
	for (ap = pp->p_aggs; ap != NULL; ap = ap->a_next)
		dt_close_fd(&ap->a_map_fd);
}

/* the instruction index the verifier complained about: the last
 * "N: (" line of the log */
static long
dt_bpf_log_insn(const char *log)
{
	const char *p;
	long last = -1;

	for (p = log; p != NULL && *p != '\0'; p = strchr(p, '\n')) {
		char *end;
		long n;

		if (*p == '\n')
			p++;
		n = strtol(p, &end, 10);
		if (end != p && end[0] == ':' && end[1] == ' ' && end[2] == '(')
			last = n;
	}
	return last;
}

static const char *
dt_bpf_log_reason(char *log)
{
	char *end = log + strlen(log), *line;

	while (end > log && end[-1] == '\n')
		*--end = '\0';
	/* the kernel ends the log with a summary; the reason precedes it */
	while ((line = strrchr(log, '\n')) != NULL) {
		if (strncmp(line + 1, "processed ", 10) != 0 &&
		    strncmp(line + 1, "verification time", 17) != 0 &&
		    strncmp(line + 1, "stack depth", 11) != 0)
			return line + 1;
		*line = '\0';
	}
	return log;
}

/* what a user can do about the verifier's limits, by the start of its
 * reason */
static const struct {
	const char *vh_reason;
	const char *vh_hint;
} dt_bpf_verifier_hints[] = {
	{ "The sequence of ", "more branches on one path than the verifier "
	    "follows: split the clause into several clauses" },
	{ "BPF program is too large", "more instructions than the verifier "
	    "follows: split the clause into several clauses" },
};

static const char *
dt_bpf_verifier_hint(const char *reason)
{
	size_t i;

	for (i = 0; i < sizeof(dt_bpf_verifier_hints) /
	    sizeof(dt_bpf_verifier_hints[0]); i++) {
		const char *r = dt_bpf_verifier_hints[i].vh_reason;

		if (strncmp(reason, r, strlen(r)) == 0)
			return dt_bpf_verifier_hints[i].vh_hint;
	}
	return NULL;
}

static int
dt_bpf_verifier_error(dtrace_hdl_t *dtp, dt_site_t *sp, char *log,
    const uint32_t *lines, uint32_t n)
{
	long insn = dt_bpf_log_insn(log);
	uint32_t line = insn >= 0 && (uint32_t)insn < n ? lines[insn] : 0;
	const char *reason, *hint;

	if (dtp->dt_options[DT_OPT_BPFLOG] > 0)
		fputs(log, stderr);
	if (dtp->dt_lops->lo_loaderr != NULL)
		return dtp->dt_lops->lo_loaderr(dtp, sp);
	reason = dt_bpf_log_reason(log);
	if ((hint = dt_bpf_verifier_hint(reason)) != NULL)
		return dt_set_errmsg(dtp, EDT_BPF, "the program for probe %s is "
		    "too complex for the kernel's BPF verifier (%s): %s",
		    sp->s_key, reason, hint);
	if (line > 0)
		return dt_set_errmsg(dtp, EDT_BPF, "line %u: the kernel's BPF "
		    "verifier rejected the code for this line (probe %s): %s",
		    line, sp->s_key, reason);
	return dt_set_errmsg(dtp, EDT_BPF, "the kernel's BPF verifier rejected "
	    "the program for probe %s: %s", sp->s_key, reason);
}

/*
 * The BTF a program with subprograms must come with: one FUNC per
 * function (the program, then each subprogram), loaded into the kernel
 * once per handle; fi[] gets where each starts.
 */
static int
dt_bpf_func_btf(dtrace_hdl_t *dtp, struct bpf_func_info *fi,
    const dt_cgprog_t *cp)
{
	int i;

	if (dtp->dt_funcbtf_fd < 0) {
		struct btf *btf = btf__new_empty();
		int lng, proto, rc = -1;
		char fn[16];

		if (btf == NULL)
			return dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
		lng = btf__add_int(btf, "long", 8, BTF_INT_SIGNED);
		proto = btf__add_func_proto(btf, lng);
		if (lng > 0 && proto > 0 &&
		    btf__add_func_param(btf, "a", lng) == 0 &&
		    btf__add_func_param(btf, "b", lng) == 0) {
			rc = 0;
			for (i = 0; i <= DT_MAXFUNCS && rc == 0; i++) {
				snprintf(fn, sizeof(fn), "dt_f%d", i);
				if (btf__add_func(btf, fn, BTF_FUNC_STATIC,
				    proto) != 3 + i)
					rc = -1;
			}
		}
		if (rc == 0 && btf__load_into_kernel(btf) == 0)
			dtp->dt_funcbtf_fd = dup(btf__fd(btf));
		btf__free(btf);
		if (dtp->dt_funcbtf_fd < 0)
			return dt_set_errmsg(dtp, EDT_BPF, "cannot load the BTF "
			    "of the program's functions: %s", strerror(errno));
	}
	/* type ids: 1 long, 2 the prototype, 3.. the functions */
	fi[0].insn_off = 0;
	fi[0].type_id = 3;
	for (i = 0; i < cp->cp_nfuncs; i++) {
		fi[i + 1].insn_off = cp->cp_funcs[i];
		fi[i + 1].type_id = (uint32_t)(4 + i);
	}
	return dtp->dt_funcbtf_fd;
}

int
dt_bpf_load_site(dtrace_hdl_t *dtp, dt_compiled_t *pp, dt_site_t *sp,
    const dt_cgprog_t *cpp)
{
	struct bpf_func_info fi[DT_MAXFUNCS + 1];
	dt_cgprog_t cp = *cpp;
	char name[16];
	int fd, err, btf_fd = -1;
	snprintf(name, sizeof(name), "dt_%.12s", sp->s_key);
	for (char *c = name; *c; c++)
		if (*c != '_' && !(*c >= 'a' && *c <= 'z') &&
		    !(*c >= 'A' && *c <= 'Z') && !(*c >= '0' && *c <= '9'))
			*c = '_';
	/* subprograms need BTF saying where each function starts */
	if (cp.cp_nfuncs > 0 && (btf_fd = dt_bpf_func_btf(dtp, fi, &cp)) < 0)
		return -1;
	{
		LIBBPF_OPTS(bpf_prog_load_opts, opts);

		if (btf_fd >= 0) {
			opts.prog_btf_fd = btf_fd;
			opts.func_info = fi;
			opts.func_info_cnt = (__u32)cp.cp_nfuncs + 1;
			opts.func_info_rec_size = sizeof(fi[0]);
		}
		opts.expected_attach_type = (enum bpf_attach_type)
		    sp->s_attach_type;
		opts.attach_btf_id = sp->s_attach_btf_id;
		/* bpftrace with a verifier log of 0 bytes loads nothing */
		if ((dtp->dt_lops->lo_flags & DT_LF_NOLOG_NOLOAD) &&
		    dtp->dt_options[DT_OPT_BPFLOGSIZE] == 0) {
			fd = -1;
			dtp->dt_lops->lo_loaderr(dtp, sp);
		} else
			fd = bpf_prog_load(sp->s_progtype, name, "GPL",
			    cp.cp_insns, cp.cp_n, &opts);
		if (fd < 0 && dtp->dt_options[DT_OPT_BPFLOGSIZE] > 0) {
			size_t loglen = (size_t)dtp->dt_options[
			    DT_OPT_BPFLOGSIZE];
			char *log = loglen < UINT32_MAX ? calloc(1, loglen) :
			    NULL;

			err = errno;
			opts.log_buf = log;
			opts.log_size = (unsigned)loglen;
			opts.log_level = 1;
			if (log != NULL && (fd = bpf_prog_load(sp->s_progtype,
			    name, "GPL", cp.cp_insns, cp.cp_n, &opts)) < 0 &&
			    log[0] != '\0')
				dt_bpf_verifier_error(dtp, sp, log, cp.cp_lines,
				    cp.cp_n);
			else if (fd < 0 && dtp->dt_lops->lo_loaderr != NULL)
				dtp->dt_lops->lo_loaderr(dtp, sp);
			else if (fd < 0)
				dt_set_errmsg(dtp, EDT_BPF, "failed to load the "
				    "BPF program for probe %s: %s", sp->s_key,
				    strerror(err));
			free(log);
		}
	}
	sp->s_prog_fd = fd;
	return fd < 0 ? -1 : 0;
}
