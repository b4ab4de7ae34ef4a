/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_prov_sdt.c -- the sdt provider: every kernel tracepoint as
 * sdt:GROUP::EVENT (tracefs events/GROUP/EVENT).
 *
 * A probe's arguments are the event's own fields, in the order its format
 * file lists them after the common ones, typed as the kernel declares
 * them; a character array or a __data_loc string is a string.  Each
 * enabled probe is its own site: a BPF tracepoint program attached
 * through a perf event, whose context is the event's record.
 */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <linux/perf_event.h>

#include "dt_cg.h"
#include "dt_error.h"
#include "dt_provider.h"

/* how a field becomes an argument */
typedef enum {
	DT_SF_INT,		/* an integer of f_size bytes, loaded */
	DT_SF_ADDR,		/* an array in the record: its address */
	DT_SF_LOC		/* __data_loc: the address of the data */
} dt_sdt_kind_t;

typedef struct dt_sdt_field {
	uint16_t f_off;
	uint16_t f_size;
	uint8_t f_signed;
	uint8_t f_kind;
} dt_sdt_field_t;

typedef struct dt_sdt_info {
	int si_nfields;
	dt_sdt_field_t si_fields[DT_MAXARGS];
} dt_sdt_info_t;

static int
dt_sdt_skip(const char *name)
{
	return name[0] == '.' || strcmp(name, "enable") == 0 ||
	    strcmp(name, "filter") == 0 || strncmp(name, "header_", 7) == 0;
}

static int
dt_sdt_namecmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* the names of the directories in path, sorted (so that probe ids do not
 * depend on readdir's order); -1 if path cannot be read */
static int
dt_sdt_dirs(const char *path, char ***namesp, size_t *np)
{
	char **names = NULL, **v;
	struct dirent *de;
	size_t n = 0;
	DIR *d;

	*namesp = NULL;
	*np = 0;
	if ((d = opendir(path)) == NULL)
		return -1;
	while ((de = readdir(d)) != NULL) {
		if (de->d_type != DT_DIR || dt_sdt_skip(de->d_name))
			continue;
		if ((v = realloc(names, (n + 1) * sizeof(*v))) == NULL)
			break;
		names = v;
		if ((names[n] = strdup(de->d_name)) == NULL)
			break;
		n++;
	}
	closedir(d);
	if (n > 1)
		qsort(names, n, sizeof(*names), dt_sdt_namecmp);
	*namesp = names;
	*np = n;
	return de == NULL ? 0 : -2;
}

static void
dt_sdt_free_names(char **names, size_t n)
{
	while (n > 0)
		free(names[--n]);
	free(names);
}

/*
 * Probes are made as descriptions name them, not all at once: a script
 * naming BEGIN alone must not pay for the kernel's thousands of
 * tracepoints.  The provider keeps the names it has made ("group/event")
 * in an open-addressing set.
 */
typedef struct dt_sdt_prov {
	char **sp_set;
	size_t sp_cap, sp_n;
} dt_sdt_prov_t;

static uint64_t
dt_sdt_hash(const char *s)
{
	uint64_t h = 1469598103934665603ULL;

	while (*s != '\0')
		h = (h ^ (unsigned char)*s++) * 1099511628211ULL;
	return h;
}

/* add "group/event" to the set: 1 if it was new, 0 if not, -1 */
static int
dt_sdt_mark(dt_sdt_prov_t *sp, const char *key)
{
	size_t i;

	if (sp->sp_n * 2 >= sp->sp_cap) {
		size_t cap = sp->sp_cap ? sp->sp_cap * 2 : 1024, j;
		char **v = calloc(cap, sizeof(*v));

		if (v == NULL)
			return -1;
		for (j = 0; j < sp->sp_cap; j++) {
			if (sp->sp_set[j] == NULL)
				continue;
			for (i = dt_sdt_hash(sp->sp_set[j]) & (cap - 1);
			    v[i] != NULL; i = (i + 1) & (cap - 1))
				continue;
			v[i] = sp->sp_set[j];
		}
		free(sp->sp_set);
		sp->sp_set = v;
		sp->sp_cap = cap;
	}
	for (i = dt_sdt_hash(key) & (sp->sp_cap - 1); sp->sp_set[i] != NULL;
	    i = (i + 1) & (sp->sp_cap - 1)) {
		if (strcmp(sp->sp_set[i], key) == 0)
			return 0;
	}
	if ((sp->sp_set[i] = strdup(key)) == NULL)
		return -1;
	sp->sp_n++;
	return 1;
}

static void
dt_sdt_fini(dt_provider_t *pvp)
{
	dt_sdt_prov_t *sp = pvp->pv_data;
	size_t i;

	if (sp == NULL)
		return;
	for (i = 0; i < sp->sp_cap; i++)
		free(sp->sp_set[i]);
	free(sp->sp_set);
	free(sp);
	pvp->pv_data = NULL;
}

static int
dt_sdt_populate(dtrace_hdl_t *dtp, dt_provider_t *pvp)
{
	(void)dtp;
	if (pvp->pv_data == NULL &&
	    (pvp->pv_data = calloc(1, sizeof(dt_sdt_prov_t))) == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	return 0;
}

static int
dt_sdt_add(dtrace_hdl_t *dtp, dt_provider_t *pvp, const char *group,
    const char *event)
{
	char key[512];
	int rc;

	snprintf(key, sizeof(key), "%s/%s", group, event);
	if ((rc = dt_sdt_mark(pvp->pv_data, key)) < 0)
		return dt_set_errno(dtp, EDT_NOMEM);
	if (rc == 1 && dt_probe_insert(dtp, pvp, group, "", event, 0) == NULL)
		return -1;
	return 0;
}

static int
dt_sdt_isglob(const char *s)
{
	return *s == '\0' || strpbrk(s, "*?[\\") != NULL;
}

/* the events of one group the description's name matches */
static int
dt_sdt_group(dtrace_hdl_t *dtp, dt_provider_t *pvp, const char *tfs,
    const char *group, const char *name)
{
	char path[512], **events;
	struct stat st;
	size_t ne, j;
	int rc = 0;

	if (!dt_sdt_isglob(name)) {
		snprintf(path, sizeof(path), "%s/events/%s/%s", tfs, group,
		    name);
		if (stat(path, &st) != 0 || !S_ISDIR(st.st_mode))
			return 0;
		return dt_sdt_add(dtp, pvp, group, name);
	}
	snprintf(path, sizeof(path), "%s/events/%s", tfs, group);
	if (dt_sdt_dirs(path, &events, &ne) == -2)
		rc = dt_set_errno(dtp, EDT_NOMEM);
	for (j = 0; j < ne && rc == 0; j++) {
		if (dt_gmatch(events[j], name))
			rc = dt_sdt_add(dtp, pvp, group, events[j]);
	}
	dt_sdt_free_names(events, ne);
	return rc;
}

static int
dt_sdt_provide(dtrace_hdl_t *dtp, dt_provider_t *pvp,
    const dtrace_probedesc_t *pdp)
{
	const char *tfs;
	char path[512], **groups;
	size_t ng, i;
	int rc;

	if (pvp->pv_data == NULL || !dt_gmatch("", pdp->fun))
		return 0;
	if ((tfs = dt_tracefs(dtp)) == NULL)
		return -1;
	if (!dt_sdt_isglob(pdp->mod))
		return dt_sdt_group(dtp, pvp, tfs, pdp->mod, pdp->prb);
	snprintf(path, sizeof(path), "%s/events", tfs);
	if ((rc = dt_sdt_dirs(path, &groups, &ng)) == -1)
		return dt_set_errmsg(dtp, EDT_NOTSUP, "cannot read %s: %s",
		    path, strerror(errno));
	rc = rc == -2 ? dt_set_errno(dtp, EDT_NOMEM) : 0;
	for (i = 0; i < ng && rc == 0; i++) {
		if (dt_gmatch(groups[i], pdp->mod))
			rc = dt_sdt_group(dtp, pvp, tfs, groups[i], pdp->prb);
	}
	dt_sdt_free_names(groups, ng);
	return rc;
}

/*
 * One "field:TYPE NAME[N];\toffset:O;\tsize:S;\tsigned:G;" line: the type
 * as D shows it ("char [16]", "string" for a __data_loc string) and how
 * the value is found.  Returns 1 for a field, 0 for another line.
 */
static int
dt_sdt_parse_field(char *line, char **typep, char **namep,
    dt_sdt_field_t *fp)
{
	char *decl = strstr(line, "field:"), *end, *dims, *id, *p;
	unsigned off, size, sign;
	int loc;

	if (decl == NULL || (end = strchr(decl, ';')) == NULL)
		return 0;
	p = end + 1;
	if (sscanf(p, " offset:%u; size:%u; signed:%u;", &off, &size,
	    &sign) != 3)
		return 0;
	decl += 6;
	*end = '\0';
	if ((loc = strncmp(decl, "__data_loc ", 11) == 0))
		decl += 11;
	/* the name is the last word: "TYPE NAME", "TYPE *NAME", "TYPE NAME[N]" */
	if ((id = strrchr(decl, ' ')) == NULL)
		return 0;
	for (id++; *id == '*'; id++)
		continue;
	if (strncmp(id, "common_", 7) == 0)
		return 0;
	if ((dims = strchr(id, '[')) == NULL)
		dims = end;
	if ((*namep = strndup(id, (size_t)(dims - id))) == NULL)
		return -1;
	while (id > decl && id[-1] == ' ')
		id--;
	*id = '\0';
	fp->f_off = (uint16_t)off;
	fp->f_size = (uint16_t)size;
	fp->f_signed = sign != 0;
	if (loc) {
		fp->f_kind = DT_SF_LOC;
		*typep = strdup(strcmp(decl, "char[]") == 0 ? "string" : "void *");
	} else if (*dims == '[') {
		fp->f_kind = DT_SF_ADDR;
		if (asprintf(typep, "%s %s", decl, dims) < 0)
			*typep = NULL;
	} else {
		fp->f_kind = DT_SF_INT;
		*typep = strdup(decl);
	}
	if (*typep == NULL) {
		free(*namep);
		return -1;
	}
	return 1;
}

static int
dt_sdt_probe_info(dtrace_hdl_t *dtp, dt_probe_t *prp)
{
	const char *tfs = dt_tracefs(dtp);
	char path[512], *line = NULL, *type, *name;
	dt_sdt_info_t *si;
	dt_sdt_field_t f;
	size_t cap = 0;
	int rc = 0;
	FILE *fp;

	if (tfs == NULL)
		return -1;
	if ((si = calloc(1, sizeof(*si))) == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	snprintf(path, sizeof(path), "%s/events/%s/%s/format", tfs,
	    prp->pr_mod, prp->pr_name);
	if ((fp = fopen(path, "r")) == NULL) {
		free(si);
		return dt_set_errmsg(dtp, EDT_NOTSUP, "cannot read %s: %s",
		    path, strerror(errno));
	}
	while (rc >= 0 && getline(&line, &cap, fp) >= 0) {
		if ((rc = dt_sdt_parse_field(line, &type, &name, &f)) <= 0)
			continue;
		if (si->si_nfields >= DT_MAXARGS) {
			free(type);
			free(name);
			continue;
		}
		prp->pr_argtypes[si->si_nfields] = type;
		prp->pr_argnames[si->si_nfields] = name;
		si->si_fields[si->si_nfields++] = f;
	}
	free(line);
	fclose(fp);
	free(prp->pr_priv);
	prp->pr_priv = si;
	prp->pr_nargs = si->si_nfields;
	return rc < 0 ? dt_set_errno(dtp, EDT_NOMEM) : 0;
}

static enum bpf_prog_type
dt_sdt_site_key(const dt_probe_t *prp, char *key, size_t keylen)
{
	snprintf(key, keylen, "sdt:%u", prp->pr_id);
	return BPF_PROG_TYPE_TRACEPOINT;
}

static int
dt_sdt_site_prepare(dtrace_hdl_t *dtp, dt_site_t *sp)
{
	dt_probe_t *prp = sp->s_probes[0];

	if (prp->pr_priv == NULL && dt_sdt_probe_info(dtp, prp) != 0)
		return -1;
	sp->s_ctxslot = DT_SLOT_TP;
	return 0;
}

static int
dt_sdt_size(unsigned size)
{
	return size == 1 ? BPF_B : size == 2 ? BPF_H : size == 4 ? BPF_W :
	    BPF_DW;
}

/*
 * The record's fields to arg0..argN.  The record's address is taken as a
 * number (through the dctx) so that array and __data_loc fields can be
 * given as addresses the string and memory routines read.
 */
static int
dt_sdt_prologue(dt_cg_t *cg, dt_site_t *sp)
{
	const dt_probe_t *prp = sp->s_probes[0];
	const dt_sdt_info_t *si = prp->pr_priv;
	dt_as_t *as = &cg->cg_as;
	int i;

	dt_as_emit(as, I_ST(BPF_W, BPF_REG_9, DCTX_PRID, (int32_t)prp->pr_id));
	if (!cg->cg_needargs || si == NULL)
		return 0;
	dt_as_emit(as, I_STX(BPF_DW, BPF_REG_9, BPF_REG_6, DCTX_REGS));
	dt_as_emit(as, I_LDX(BPF_DW, BPF_REG_2, BPF_REG_9, DCTX_REGS));
	for (i = 0; i < DT_MAXARGS; i++) {
		const dt_sdt_field_t *f = &si->si_fields[i];

		if (i >= si->si_nfields) {
			dt_as_emit(as, I_ST(BPF_DW, BPF_REG_9, DCTX_ARGS + i * 8, 0));
			continue;
		}
		switch (f->f_kind) {
		case DT_SF_INT:
			if (f->f_size != 1 && f->f_size != 2 &&
			    f->f_size != 4 && f->f_size != 8) {
				dt_as_emit(as, I_MOV64_IMM(BPF_REG_1, 0));
				break;
			}
			if (f->f_signed && f->f_size < 8)
				dt_as_emit(as, I_LDXSX(dt_sdt_size(f->f_size),
				    BPF_REG_1, BPF_REG_6, (int16_t)f->f_off));
			else
				dt_as_emit(as, I_LDX(dt_sdt_size(f->f_size),
				    BPF_REG_1, BPF_REG_6, (int16_t)f->f_off));
			break;
		case DT_SF_ADDR:
			dt_as_emit(as, I_MOV64_REG(BPF_REG_1, BPF_REG_2));
			dt_as_emit(as, I_ALU64_IMM(BPF_ADD, BPF_REG_1, f->f_off));
			break;
		default:
			dt_as_emit(as, I_LDX(BPF_W, BPF_REG_1, BPF_REG_6,
			    (int16_t)f->f_off));
			dt_as_emit(as, I_ALU64_IMM(BPF_AND, BPF_REG_1, 0xffff));
			dt_as_emit(as, I_ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_2));
			break;
		}
		dt_as_emit(as, I_STX(BPF_DW, BPF_REG_9, BPF_REG_1,
		    DCTX_ARGS + i * 8));
	}
	return 0;
}

/* the tracefs id of an event, for perf_event_open */
static long
dt_sdt_event_id(dtrace_hdl_t *dtp, const dt_probe_t *prp)
{
	const char *tfs = dt_tracefs(dtp);
	char path[512];
	long id = -1;
	FILE *fp;

	if (tfs == NULL)
		return -1;
	snprintf(path, sizeof(path), "%s/events/%s/%s/id", tfs, prp->pr_mod,
	    prp->pr_name);
	if ((fp = fopen(path, "r")) == NULL || fscanf(fp, "%ld", &id) != 1)
		id = -1;
	if (fp != NULL)
		fclose(fp);
	if (id < 0)
		dt_set_errmsg(dtp, EDT_NOTSUP, "cannot read %s: %s", path,
		    strerror(errno ? errno : EINVAL));
	return id;
}

int
dt_tracepoint_attach(dtrace_hdl_t *dtp, dt_site_t *sp, long id,
    const char *what)
{
	struct perf_event_attr attr;
	int fd;

	if ((sp->s_fds = malloc(sizeof(int))) == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	memset(&attr, 0, sizeof(attr));
	attr.type = PERF_TYPE_TRACEPOINT;
	attr.size = sizeof(attr);
	attr.config = (uint64_t)id;
	attr.sample_period = 1;
	fd = (int)syscall(SYS_perf_event_open, &attr, -1, 0, -1,
	    PERF_FLAG_FD_CLOEXEC);
	if (fd < 0)
		return dt_set_errmsg(dtp, EDT_BPF, "cannot open tracepoint "
		    "%s: %s", what, strerror(errno));
	sp->s_fds[sp->s_nfds++] = fd;
	if (ioctl(fd, PERF_EVENT_IOC_SET_BPF, sp->s_prog_fd) != 0 ||
	    ioctl(fd, PERF_EVENT_IOC_ENABLE, 0) != 0)
		return dt_set_errmsg(dtp, EDT_BPF, "cannot attach to "
		    "tracepoint %s: %s", what, strerror(errno));
	return 0;
}

static int
dt_sdt_attach(dtrace_hdl_t *dtp, dt_site_t *sp)
{
	const dt_probe_t *prp = sp->s_probes[0];
	char what[256];
	long id;

	if ((id = dt_sdt_event_id(dtp, prp)) < 0)
		return -1;
	snprintf(what, sizeof(what), "%s:%s", prp->pr_mod, prp->pr_name);
	return dt_tracepoint_attach(dtp, sp, id, what);
}

static void
dt_sdt_detach(dtrace_hdl_t *dtp, dt_site_t *sp)
{
	(void)dtp;
	dt_site_close_fds(dtp, sp);
}

/* the syscalls group's tracepoints have a system call's arguments,
 * user addresses */
static int
dt_sdt_argspace(const dt_probe_t *prp)
{
	return prp != NULL && prp->pr_mod != NULL &&
	    strcmp(prp->pr_mod, "syscalls") == 0 ? DT_ARGS_USER :
	    DT_ARGS_KERNEL;
}

const dt_provimpl_t dt_prov_sdt = {
	.pi_name = "sdt",
	.pi_attr = { "Evolving", "Evolving", "ISA",
	    "Private", "Private", "Unknown" },
	.pi_populate = dt_sdt_populate,
	.pi_provide = dt_sdt_provide,
	.pi_probe_info = dt_sdt_probe_info,
	.pi_site_key = dt_sdt_site_key,
	.pi_site_prepare = dt_sdt_site_prepare,
	.pi_prologue = dt_sdt_prologue,
	.pi_attach = dt_sdt_attach,
	.pi_detach = dt_sdt_detach,
	.pi_fini = dt_sdt_fini,
	.pi_bttype = DT_BT_TRACEPOINT,
	.pi_argspace = dt_sdt_argspace,
};
