/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_prov_syscall.c -- the syscall provider: syscall:vmlinux:NAME:entry and
 * syscall:vmlinux:NAME:return for every system call tracefs knows
 * (events/syscalls/sys_enter_NAME and sys_exit_NAME).
 *
 * All entry probes share one program on the raw tracepoint sys_enter, all
 * return probes one on sys_exit.  The program looks the syscall number up
 * in a dispatch array (nr -> probe id, 0 = not enabled) made for the site
 * from its enabled probes.  Argument types come from each event's format
 * file, read only when asked for (-lv, args[]).
 */
#include <dirent.h>
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <bpf/bpf.h>

#include "dt_cg.h"
#include "dt_error.h"
#include "dt_lang.h"
#include "dt_provider.h"
#include "dt_syscalls.h"

#define DT_ENTER_PFX	"sys_enter_"
#define DT_EXIT_PFX	"sys_exit_"
#define DT_USER32_CS	0x23	/* cs of 32-bit (compat) user code */
#define DT_SYS_ENTRY	0x1
#define DT_SYS_RETURN	0x2
/* the dispatch key's stack slot: one of the prologue's R10-8..R10-32, but
 * not R10-8, where the generic prologue keeps the context pointer */
#define DT_SYS_KEY	(-16)

/*
 * x86_64 numbers of syscalls that tracefs names differently from
 * <asm/unistd.h>, or that are newer than the installed headers.  Used only
 * when the generated table lacks the name.
 */
static const struct {
	const char *name;
	int nr;
} dt_sys_extra[] = {
	{ "newstat", 4 }, { "newfstat", 5 }, { "newlstat", 6 },
	{ "sendfile64", 40 }, { "newuname", 63 }, { "umount", 166 },
	{ "uretprobe", 335 }, { "uprobe", 336 },
	{ "cachestat", 451 }, { "fchmodat2", 452 }, { "map_shadow_stack", 453 },
	{ "futex_wake", 454 }, { "futex_wait", 455 }, { "futex_requeue", 456 },
	{ "statmount", 457 }, { "listmount", 458 },
	{ "lsm_get_self_attr", 459 }, { "lsm_set_self_attr", 460 },
	{ "lsm_list_modules", 461 }, { "mseal", 462 }, { "setxattrat", 463 },
	{ "getxattrat", 464 }, { "listxattrat", 465 }, { "removexattrat", 466 },
	{ "open_tree_attr", 467 }, { "file_getattr", 468 },
	{ "file_setattr", 469 },
};

#define DT_NELEM(a)	(sizeof(a) / sizeof((a)[0]))

/* what tracefs offers for one syscall number, while populating */
typedef struct dt_sysent {
	char *se_name;		/* tracefs name */
	int se_dirs;		/* DT_SYS_ENTRY | DT_SYS_RETURN */
} dt_sysent_t;

typedef struct dt_sysscan {
	int *ss_byname;		/* indexes of dt_syscall_nrs[], sorted by name */
	size_t ss_nnames;
	dt_sysent_t *ss_ents;	/* indexed by nr */
	int ss_nents;
} dt_sysscan_t;

static int
dt_sys_namecmp(const void *a, const void *b)
{
	return strcmp(dt_syscall_nrs[*(const int *)a].name,
	    dt_syscall_nrs[*(const int *)b].name);
}

static int
dt_sys_keycmp(const void *key, const void *elem)
{
	return strcmp(key, dt_syscall_nrs[*(const int *)elem].name);
}

static int
dt_sys_nr(const dt_sysscan_t *ss, const char *name)
{
	const int *ip;
	size_t i;

	ip = bsearch(name, ss->ss_byname, ss->ss_nnames, sizeof(int),
	    dt_sys_keycmp);
	if (ip != NULL)
		return dt_syscall_nrs[*ip].nr;
	for (i = 0; i < DT_NELEM(dt_sys_extra); i++) {
		if (strcmp(dt_sys_extra[i].name, name) == 0)
			return dt_sys_extra[i].nr;
	}
	return -1;
}

const char *
dt_syscall_name(int64_t nr)
{
	size_t i;

	for (i = 0; i < DT_NELEM(dt_syscall_nrs); i++)
		if (dt_syscall_nrs[i].nr == nr)
			return dt_syscall_nrs[i].name;
	for (i = 0; i < DT_NELEM(dt_sys_extra); i++)
		if (dt_sys_extra[i].nr == nr)
			return dt_sys_extra[i].name;
	return NULL;
}

static int
dt_sysscan_init(dt_sysscan_t *ss)
{
	size_t i;
	int max = 0;

	memset(ss, 0, sizeof(*ss));
	ss->ss_nnames = DT_NELEM(dt_syscall_nrs);
	for (i = 0; i < ss->ss_nnames; i++) {
		if (dt_syscall_nrs[i].nr > max)
			max = dt_syscall_nrs[i].nr;
	}
	for (i = 0; i < DT_NELEM(dt_sys_extra); i++) {
		if (dt_sys_extra[i].nr > max)
			max = dt_sys_extra[i].nr;
	}
	ss->ss_nents = max + 1;
	ss->ss_byname = malloc(ss->ss_nnames * sizeof(int));
	ss->ss_ents = calloc((size_t)ss->ss_nents, sizeof(dt_sysent_t));
	if (ss->ss_byname == NULL || ss->ss_ents == NULL)
		return -1;
	for (i = 0; i < ss->ss_nnames; i++)
		ss->ss_byname[i] = (int)i;
	qsort(ss->ss_byname, ss->ss_nnames, sizeof(int), dt_sys_namecmp);
	return 0;
}

static void
dt_sysscan_fini(dt_sysscan_t *ss)
{
	int i;

	for (i = 0; ss->ss_ents != NULL && i < ss->ss_nents; i++)
		free(ss->ss_ents[i].se_name);
	free(ss->ss_ents);
	free(ss->ss_byname);
}

/* note one directory entry of events/syscalls */
static int
dt_sysscan_add(dt_sysscan_t *ss, const char *ent)
{
	const char *name;
	int dir, nr;

	if (strncmp(ent, DT_ENTER_PFX, strlen(DT_ENTER_PFX)) == 0) {
		name = ent + strlen(DT_ENTER_PFX);
		dir = DT_SYS_ENTRY;
	} else if (strncmp(ent, DT_EXIT_PFX, strlen(DT_EXIT_PFX)) == 0) {
		name = ent + strlen(DT_EXIT_PFX);
		dir = DT_SYS_RETURN;
	} else
		return 0;
	if ((nr = dt_sys_nr(ss, name)) < 0 || nr >= ss->ss_nents)
		return 0;
	if (ss->ss_ents[nr].se_name == NULL &&
	    (ss->ss_ents[nr].se_name = strdup(name)) == NULL)
		return -1;
	if (strcmp(ss->ss_ents[nr].se_name, name) == 0)
		ss->ss_ents[nr].se_dirs |= dir;
	return 0;
}

static int
dt_sysscan_read(dtrace_hdl_t *dtp, dt_sysscan_t *ss)
{
	const char *tfs = dt_tracefs(dtp);
	char path[512];
	struct dirent *de;
	DIR *d;
	int rc = 0;

	if (tfs == NULL)
		return -1;
	snprintf(path, sizeof(path), "%s/events/syscalls", tfs);
	if ((d = opendir(path)) == NULL)
		return dt_set_errmsg(dtp, EDT_NOTSUP, "cannot read %s: %s%s",
		    path, strerror(errno), errno != ENOENT ? "" :
		    " (the kernel lacks CONFIG_FTRACE_SYSCALLS)");
	while (rc == 0 && (de = readdir(d)) != NULL)
		rc = dt_sysscan_add(ss, de->d_name);
	closedir(d);
	if (rc != 0)
		return dt_set_errno(dtp, EDT_NOMEM);
	return 0;
}

static int
dt_sys_insert(dtrace_hdl_t *dtp, dt_provider_t *pvp, const dt_sysscan_t *ss)
{
	const dt_sysent_t *se;
	int nr;

	for (nr = 0; nr < ss->ss_nents; nr++) {
		se = &ss->ss_ents[nr];
		if ((se->se_dirs & DT_SYS_ENTRY) && dt_probe_insert(dtp, pvp,
		    "vmlinux", se->se_name, "entry", (uint64_t)nr) == NULL)
			return -1;
		if ((se->se_dirs & DT_SYS_RETURN) && dt_probe_insert(dtp, pvp,
		    "vmlinux", se->se_name, "return", (uint64_t)nr) == NULL)
			return -1;
	}
	return 0;
}

static int
dt_sys_populate(dtrace_hdl_t *dtp, dt_provider_t *pvp)
{
	dt_sysscan_t ss;
	int rc;

	if (dt_sysscan_init(&ss) != 0) {
		dt_sysscan_fini(&ss);
		return dt_set_errno(dtp, EDT_NOMEM);
	}
	rc = dt_sysscan_read(dtp, &ss);
	if (rc == 0)
		rc = dt_sys_insert(dtp, pvp, &ss);
	dt_sysscan_fini(&ss);
	return rc;
}

/*
 * Argument types from a format file: the fields after __syscall_nr, each
 * "field:TYPE NAME;" (NAME possibly followed by array sizes, kept in the
 * type as "char[16]").
 */
static char *
dt_sys_fieldtype(const char *decl)
{
	const char *dims, *id;
	size_t tlen;
	char *t;

	if (strncmp(decl, "__data_loc ", 11) == 0)
		decl += 11;
	if ((dims = strchr(decl, '[')) == NULL)
		dims = decl + strlen(decl);
	for (id = dims; id > decl && id[-1] == ' '; id--)
		continue;
	while (id > decl && id[-1] != ' ' && id[-1] != '*')
		id--;
	for (tlen = (size_t)(id - decl); tlen > 0 && decl[tlen - 1] == ' ';)
		tlen--;
	if (tlen == 0)
		return strdup(decl);
	if ((t = malloc(tlen + strlen(dims) + 1)) == NULL)
		return NULL;
	memcpy(t, decl, tlen);
	strcpy(t + tlen, dims);
	return t;
}

/* the field's name: the identifier before any array size */
static char *
dt_sys_fieldname(const char *decl)
{
	const char *end = strchr(decl, '['), *id;

	if (end == NULL)
		end = decl + strlen(decl);
	while (end > decl && end[-1] == ' ')
		end--;
	for (id = end; id > decl && (isalnum((unsigned char)id[-1]) ||
	    id[-1] == '_'); id--)
		continue;
	return strndup(id, (size_t)(end - id));
}

static int
dt_sys_parse_line(dtrace_hdl_t *dtp, dt_probe_t *prp, char *line,
    int *started)
{
	char *decl = strstr(line, "field:"), *end, *sz;
	size_t n;
	int size = 0, sgn = 0;

	if (decl == NULL)
		return 0;
	decl += 6;
	if ((end = strchr(decl, ';')) == NULL)
		return 0;
	if ((sz = strstr(end + 1, "size:")) != NULL)
		(void)sscanf(sz, "size:%d; signed:%d", &size, &sgn);
	*end = '\0';
	n = strlen(decl);
	if (!*started) {
		*started = n >= 13 && strcmp(decl + n - 13, " __syscall_nr") == 0;
		return 0;
	}
	if (prp->pr_nargs >= DT_MAXARGS)
		return 0;
	if ((prp->pr_argtypes[prp->pr_nargs] = dt_sys_fieldtype(decl)) == NULL ||
	    (prp->pr_argnames[prp->pr_nargs] = dt_sys_fieldname(decl)) == NULL)
		return -1;
	/* bpftrace types an integer field by its size and sign in the
	 * record (each 8 bytes, "pid_t pid" unsigned), not its C type */
	if ((dt_lang_ops(dtp)->lo_flags & DT_LF_SYSINT64) && size == 8 &&
	    strpbrk(prp->pr_argtypes[prp->pr_nargs], "*[") == NULL) {
		free(prp->pr_argtypes[prp->pr_nargs]);
		if ((prp->pr_argtypes[prp->pr_nargs] = strdup(sgn ?
		    "int64_t" : "uint64_t")) == NULL)
			return -1;
	}
	prp->pr_nargs++;
	return 0;
}

static int
dt_sys_probe_info(dtrace_hdl_t *dtp, dt_probe_t *prp)
{
	const char *tfs = dt_tracefs(dtp);
	char path[512], *line = NULL;
	size_t cap = 0;
	int started = 0, rc = 0;
	FILE *fp;

	if (tfs == NULL)
		return -1;
	snprintf(path, sizeof(path), "%s/events/syscalls/%s%s/format", tfs,
	    strcmp(prp->pr_name, "entry") == 0 ? DT_ENTER_PFX : DT_EXIT_PFX,
	    prp->pr_func);
	prp->pr_nargs = 0;
	if ((fp = fopen(path, "r")) == NULL)
		return dt_set_errmsg(dtp, EDT_NOTSUP, "cannot read %s: %s",
		    path, strerror(errno));
	while (rc == 0 && getline(&line, &cap, fp) >= 0)
		rc = dt_sys_parse_line(dtp, prp, line, &started);
	free(line);
	fclose(fp);
	if (rc != 0)
		return dt_set_errno(dtp, EDT_NOMEM);
	return 0;
}

static enum bpf_prog_type
dt_sys_site_key(const dt_probe_t *prp, char *key, size_t keylen)
{
	snprintf(key, keylen, "%s",
	    strcmp(prp->pr_name, "entry") == 0 ? "sys_enter" : "sys_exit");
	return BPF_PROG_TYPE_RAW_TRACEPOINT;
}

/* per-site state: the dispatch map */
typedef struct dt_sys_site {
	int ss_map_fd;
} dt_sys_site_t;

static int
dt_sys_site_prepare(dtrace_hdl_t *dtp, dt_site_t *sp)
{
	dt_sys_site_t *sd;
	uint32_t nr, id, max = 0;
	int i;

	for (i = 0; i < sp->s_nprobes; i++) {
		if (sp->s_probes[i]->pr_data >= max)
			max = (uint32_t)sp->s_probes[i]->pr_data + 1;
	}
	if ((sd = malloc(sizeof(*sd))) == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	sd->ss_map_fd = bpf_map_create(BPF_MAP_TYPE_ARRAY, "dt_sysdisp",
	    sizeof(uint32_t), sizeof(uint32_t), max ? max : 1, NULL);
	if (sd->ss_map_fd < 0) {
		free(sd);
		return dt_set_errmsg(dtp, EDT_BPF, "cannot create the syscall "
		    "dispatch map: %s", strerror(errno));
	}
	sp->s_data = sd;
	sp->s_tpname = sp->s_key;
	for (i = 0; i < sp->s_nprobes; i++) {
		nr = (uint32_t)sp->s_probes[i]->pr_data;
		id = sp->s_probes[i]->pr_id;
		if (bpf_map_update_elem(sd->ss_map_fd, &nr, &id, BPF_ANY) != 0)
			return dt_set_errmsg(dtp, EDT_BPF, "cannot fill the "
			    "syscall dispatch map: %s", strerror(errno));
	}
	return 0;
}

/*
 * Prologue pieces.  The syscall number's low 32 bits go to the key slot
 * at R10+DT_SYS_KEY; the probe id found is kept in R7.
 */
static void
dt_sys_emit_lookup(dt_cg_t *cg, const dt_sys_site_t *sd)
{
	dt_as_t *as = &cg->cg_as;

	dt_as_ld_map(as, BPF_REG_1, sd->ss_map_fd);
	dt_as_emit(as, I_MOV64_REG(BPF_REG_2, BPF_REG_FP));
	dt_as_emit(as, I_ALU64_IMM(BPF_ADD, BPF_REG_2, DT_SYS_KEY));
	dt_as_emit(as, I_CALL(BPF_FUNC_map_lookup_elem));
	dt_as_jump(as, I_JMP_IMM(BPF_JEQ, BPF_REG_0, 0), cg->cg_exit);
	dt_as_emit(as, I_LDX(BPF_W, BPF_REG_7, BPF_REG_0, 0));
	dt_as_jump(as, I_JMP_IMM(BPF_JEQ, BPF_REG_7, 0), cg->cg_exit);
}

/*
 * Copy pt_regs (or, when no clause reads the arguments, only its cs) to
 * the dctx; skip 32-bit tasks; store the probe id.
 */
static void
dt_sys_emit_regs(dt_cg_t *cg, int all)
{
	dt_as_t *as = &cg->cg_as;

	dt_as_emit(as, I_MOV64_REG(BPF_REG_1, BPF_REG_9));
	dt_as_emit(as, I_ALU64_IMM(BPF_ADD, BPF_REG_1,
	    DCTX_REGS + (all ? 0 : PT_CS)));
	dt_as_emit(as, I_MOV64_IMM(BPF_REG_2, all ? PT_SIZE : 8));
	dt_as_emit(as, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_6, 0));
	if (!all)
		dt_as_emit(as, I_ALU64_IMM(BPF_ADD, BPF_REG_3, PT_CS));
	dt_as_emit(as, I_CALL(BPF_FUNC_probe_read_kernel));
	dt_as_emit(as, I_LDX(BPF_H, BPF_REG_1, BPF_REG_9, DCTX_REGS + PT_CS));
	dt_as_jump(as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, DT_USER32_CS), cg->cg_exit);
	dt_as_emit(as, I_STX(BPF_W, BPF_REG_9, BPF_REG_7, DCTX_PRID));
}

static void
dt_sys_emit_zero_args(dt_as_t *as, int from)
{
	int i;

	for (i = from; i < DT_MAXARGS; i++)
		dt_as_emit(as, I_ST(BPF_DW, BPF_REG_9, DCTX_ARGS + i * 8, 0));
}

/* the x86_64 syscall argument registers */
static const int16_t dt_sys_argregs[] = {
	PT_DI, PT_SI, PT_DX, PT_R10, PT_R8, PT_R9
};

static void
dt_sys_prologue_entry(dt_cg_t *cg, const dt_sys_site_t *sd)
{
	dt_as_t *as = &cg->cg_as;
	size_t i;

	dt_as_emit(as, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_6, 8));
	dt_as_emit(as, I_STX(BPF_W, BPF_REG_FP, BPF_REG_1, DT_SYS_KEY));
	dt_sys_emit_lookup(cg, sd);
	dt_sys_emit_regs(cg, cg->cg_needargs);
	if (!cg->cg_needargs)
		return;
	for (i = 0; i < DT_NELEM(dt_sys_argregs); i++) {
		dt_as_emit(as, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_9,
		    DCTX_REGS + dt_sys_argregs[i]));
		dt_as_emit(as, I_STX(BPF_DW, BPF_REG_9, BPF_REG_1,
		    DCTX_ARGS + (int)i * 8));
	}
	dt_sys_emit_zero_args(as, (int)DT_NELEM(dt_sys_argregs));
}

static void
dt_sys_prologue_return(dt_cg_t *cg, const dt_sys_site_t *sd)
{
	dt_as_t *as = &cg->cg_as;

	/* the key slot (u64) = regs->orig_ax */
	dt_as_emit(as, I_MOV64_REG(BPF_REG_1, BPF_REG_FP));
	dt_as_emit(as, I_ALU64_IMM(BPF_ADD, BPF_REG_1, DT_SYS_KEY));
	dt_as_emit(as, I_MOV64_IMM(BPF_REG_2, 8));
	dt_as_emit(as, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_6, 0));
	dt_as_emit(as, I_ALU64_IMM(BPF_ADD, BPF_REG_3, PT_ORIG_AX));
	dt_as_emit(as, I_CALL(BPF_FUNC_probe_read_kernel));
	dt_as_jump(as, I_JMP_IMM(BPF_JNE, BPF_REG_0, 0), cg->cg_exit);
	dt_sys_emit_lookup(cg, sd);
	dt_sys_emit_regs(cg, 0);
	if (!cg->cg_needargs)
		return;
	dt_as_emit(as, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_6, 8));
	dt_as_emit(as, I_STX(BPF_DW, BPF_REG_9, BPF_REG_1, DCTX_ARGS));
	dt_as_emit(as, I_STX(BPF_DW, BPF_REG_9, BPF_REG_1, DCTX_ARGS + 8));
	dt_sys_emit_zero_args(as, 2);
}

static int
dt_sys_prologue(dt_cg_t *cg, dt_site_t *sp)
{
	const dt_sys_site_t *sd = sp->s_data;

	if (sd == NULL)
		return -1;
	if (strcmp(sp->s_key, "sys_enter") == 0)
		dt_sys_prologue_entry(cg, sd);
	else
		dt_sys_prologue_return(cg, sd);
	return 0;
}

static int
dt_sys_attach(dtrace_hdl_t *dtp, dt_site_t *sp)
{
	int fd;

	if ((sp->s_fds = malloc(sizeof(int))) == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	fd = bpf_raw_tracepoint_open(sp->s_key, sp->s_prog_fd);
	if (fd < 0)
		return dt_set_errmsg(dtp, EDT_BPF, "cannot attach to raw "
		    "tracepoint %s: %s", sp->s_key, strerror(errno));
	sp->s_fds[0] = fd;
	sp->s_nfds = 1;
	return 0;
}

static void
dt_sys_detach(dtrace_hdl_t *dtp, dt_site_t *sp)
{
	dt_sys_site_t *sd = sp->s_data;

	(void)dtp;
	dt_site_close_fds(dtp, sp);
	if (sd != NULL) {
		close(sd->ss_map_fd);
		free(sd);
		sp->s_data = NULL;
	}
}

/* errno: the error a system call returns, at its return */
static int
dt_sys_has_errno(const dt_site_t *sp)
{
	return strcmp(sp->s_key, "sys_exit") == 0;
}

static int
dt_sys_argspace(const dt_probe_t *prp)
{
	(void)prp;
	return DT_ARGS_USER;
}

const dt_provimpl_t dt_prov_syscall = {
	.pi_name = "syscall",
	.pi_attr = { "Evolving", "Evolving", "Common",
	    "Evolving", "Evolving", "Common" },
	.pi_populate = dt_sys_populate,
	.pi_provide = NULL,
	.pi_probe_info = dt_sys_probe_info,
	.pi_site_key = dt_sys_site_key,
	.pi_site_prepare = dt_sys_site_prepare,
	.pi_prologue = dt_sys_prologue,
	.pi_attach = dt_sys_attach,
	.pi_detach = dt_sys_detach,
	.pi_bttype = DT_BT_SYSCALLS,
	.pi_has_errno = dt_sys_has_errno,
	.pi_argspace = dt_sys_argspace,
};
