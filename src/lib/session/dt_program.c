/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_program.c -- the compiler driver and the tracing session:
 *
 *	dtrace_program_[sf]compile	parse (dt_parse_d) + semantic pass (dt_sema)
 *	dtrace_program_exec		count the probes matched
 *	dtrace_go			layout, maps, code generation and load per
 *					site (dt_cg, dt_bpf), attach, BEGIN
 *	dtrace_stop			END, detach
 *
 * Every compile call of a handle adds its clauses to one program, so that
 * several -n and -s arguments share their variables, as in DTrace.
 */
#include <errno.h>
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/stat.h>

#include <bpf/bpf.h>

#include "dt_ast.h"
#include "dt_bpf.h"
#include "dt_cg.h"
#include "dt_consume.h"
#include "dt_cpp.h"
#include "dt_impl.h"
#include "dt_priv.h"
#include "dt_proc.h"
#include "dt_program.h"
#include "dt_sema.h"
#include "dt_sinfo.h"
#include "dt_types.h"
#include "dt_uprobe.h"

const char *
dtrace_program_warnings(dtrace_hdl_t *dtp)
{
	return dtp->dt_lops->lo_warnings != NULL ?
	    dtp->dt_lops->lo_warnings(dtp) : NULL;
}

static dt_compiled_t *
dt_program_get(dtrace_hdl_t *dtp)
{
	dt_compiled_t *pp = dtp->dt_prog;

	if (pp != NULL)
		return pp;
	if ((pp = calloc(1, sizeof(*pp))) == NULL)
		return NULL;
	pp->p_globals_fd = pp->p_strtab_fd = pp->p_scratch_fd = -1;
	pp->p_rb_fd = pp->p_stats_fd = pp->p_pinfo_fd = pp->p_pmask_fd = -1;
	pp->p_spec_fd = pp->p_upids_fd = -1;
	dtp->dt_prog = pp;
	return pp;
}

/* -x tree=N: the syntax tree on stderr after the passes N's bits name (1
 * parsing, 2 and 4 the semantic pass), as DTrace dumps its parse trees;
 * the tree is this compiler's own (dt_ast_dump) */
static void
dt_tree(dtrace_hdl_t *dtp, const dt_ast_t *ast, int pass)
{
	if (!(dtp->dt_options[DT_OPT_TREE] & (1 << (pass - 1))))
		return;
	fprintf(stderr, "Parse tree (Pass %d):\n", pass);
	(void) dt_ast_dump(ast, stderr);
}

/* the parser's question: is name one of the kernel's types? (loads the
 * kernel's BTF, as casting to one does anyway) */
static int
dt_kernel_istype(void *arg, const char *name)
{
	dtrace_hdl_t *dtp = arg;
	dt_type_t t;

	return dt_type_lookup(dtp, name, 0, &t) == 0;
}

/* dt_compile(), the text cpp made of the program (or the bt front end,
 * with lines left out) in *cpptextp, which the caller frees */
static dtrace_prog_t *
dt_compile_text(dtrace_hdl_t *dtp, const char *text, size_t len,
    const char *file, dtrace_probespec_t spec, unsigned cflags, int argc,
    char *const argv[], char **cpptextp)
{
	dt_compiled_t *pp;
	dtrace_prog_t *pgp;
	dt_ast_t *ast = NULL, **v;
	char err[4096];
	int line = 0, col = 0, rc;

	dtp->dt_errtag = 0;	/* no tag left from an earlier compile */
	if ((pp = dt_program_get(dtp)) == NULL ||
	    (pgp = calloc(1, sizeof(*pgp))) == NULL) {
		dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
		return NULL;
	}
	if (pp->p_finished) {
		free(pgp);
		dt_set_errmsg(dtp, EDT_NOTSUP, "cannot compile more programs "
		    "once tracing has started");
		return NULL;
	}
	dtp->dt_argc = argc;
	dtp->dt_argv = (char **)argv;
	pp->p_cflags |= cflags;
	if ((cflags & DTRACE_C_CPP) || dtp->dt_options[DT_OPT_CPP] > 0) {
		if (dt_cpp(dtp, text, len, cpptextp, &len) != 0) {
			free(pgp);
			return NULL;
		}
		text = *cpptextp;
	}
	if ((cflags & DTRACE_C_BT) && dt_setlang(dtp, DT_LANG_BT) != 0) {
		free(pgp);
		return NULL;
	}
	if (cflags & DTRACE_C_BT) {
		/* the language's own front end, and its errors shown */
		if (dtp->dt_lops->lo_parse(dtp, &text, len, file, cpptextp,
		    &ast) != 0) {
			free(pgp);
			return NULL;
		}
	} else if ((rc = dt_parse_d(text, len, file, file ? DT_PARSE_PROGRAM :
	    DT_PARSE_PROBES, &ast, err, sizeof(err), &line, &col,
	    dt_kernel_istype, dtp)) != 0) {
		dtp->dt_errtag = rc;	/* the parser's D_* tag */
		dt_compile_error(dtp, file != NULL ? line : 0, err);
		free(pgp);
		return NULL;
	}
	if ((v = realloc(pp->p_asts, sizeof(*v) * (size_t)(pp->p_nasts + 1))) ==
	    NULL) {
		dt_ast_free(ast);
		free(pgp);
		dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
		return NULL;
	}
	pp->p_asts = v;
	v[pp->p_nasts++] = ast;
	dt_tree(dtp, ast, 1);
	if (pp->p_nasts == 1)
		pp->p_file = ast->da_file;
	pp->p_ast = ast;
	if ((cflags & DTRACE_C_BT) && pp->p_bttext == NULL &&
	    !(cflags & DTRACE_C_CPP) && dtp->dt_options[DT_OPT_CPP] <= 0 &&
	    (pp->p_bttext = malloc(len + 1)) != NULL) {
		/* -k's warnings show the line of their call */
		memcpy(pp->p_bttext, text, len);
		pp->p_bttext[len] = '\0';
		pp->p_bttextlen = len;
	}
	pgp->pg_prog = pp;
	pgp->pg_ast = ast;
	pgp->pg_first = pp->p_nclauses;
	if (dtp->dt_lops->lo_sema_begin != NULL)
		dtp->dt_lops->lo_sema_begin(dtp, text, len, file);
	rc = dt_sema(dtp, pp, spec);
	if (dtp->dt_lops->lo_sema_end != NULL)
		dtp->dt_lops->lo_sema_end(dtp, rc, (cflags & DTRACE_C_BT) != 0);
	if (rc != 0) {
		free(pgp);
		return NULL;
	}
	dt_tree(dtp, ast, 2);
	dt_tree(dtp, ast, 3);
	pgp->pg_nclauses = pp->p_nclauses - pgp->pg_first;
	pgp->pg_next = dtp->dt_progs;
	dtp->dt_progs = pgp;
	return pgp;
}

static dtrace_prog_t *
dt_compile(dtrace_hdl_t *dtp, const char *text, size_t len, const char *file,
    dtrace_probespec_t spec, unsigned cflags, int argc, char *const argv[])
{
	char *cpptext = NULL;
	dtrace_prog_t *pgp = dt_compile_text(dtp, text, len, file, spec,
	    cflags, argc, argv, &cpptext);

	free(cpptext);
	return pgp;
}

dtrace_prog_t *
dtrace_program_strcompile(dtrace_hdl_t *dtp, const char *text,
    dtrace_probespec_t spec, unsigned cflags, int argc, char *const argv[])
{
	return dt_compile(dtp, text, strlen(text), NULL, spec, cflags, argc,
	    argv);
}

const char *
dtrace_script_refused(FILE *fp)
{
	struct stat st;

	if (fstat(fileno(fp), &st) != 0)
		return strerror(errno);
	if (S_ISDIR(st.st_mode))
		return "Is a directory";
	if (S_ISREG(st.st_mode))
		return st.st_size > (off_t)DTRACE_SCRIPT_MAX ? "larger than "
		    "16 MiB, the limit for a script" : NULL;
	if (S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode) ||
	    isatty(fileno(fp)))
		return NULL;
	return "not a regular file";
}

dtrace_prog_t *
dtrace_program_fcompile(dtrace_hdl_t *dtp, FILE *fp, const char *filename,
    unsigned cflags, int argc, char *const argv[])
{
	dtrace_prog_t *pgp;
	char *buf = NULL;
	size_t len = 0, cap = 0, n;
	const char *why = dtrace_script_refused(fp);

	if (why != NULL) {
		dt_set_errmsg(dtp, EDT_COMPILER, "%s", why);
		return NULL;
	}
	for (;;) {
		if (len > DTRACE_SCRIPT_MAX) {	/* from a pipe */
			free(buf);
			dt_set_errmsg(dtp, EFBIG, "larger than "
			    "16 MiB, the limit for a script");
			return NULL;
		}
		if (cap - len < 4096) {
			char *nb = realloc(buf, cap + 65536);

			if (nb == NULL) {
				free(buf);
				dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
				return NULL;
			}
			buf = nb;
			cap += 65536;
		}
		n = fread(buf + len, 1, cap - len - 1, fp);
		if (n == 0)
			break;
		len += n;
	}
	buf[len] = '\0';
	pgp = dt_compile(dtp, buf, len, filename ? filename : "<stdin>",
	    DTRACE_PROBESPEC_NAME, cflags, argc, argv);
	free(buf);
	return pgp;
}

int
dtrace_program_exec(dtrace_hdl_t *dtp, dtrace_prog_t *pgp,
    dtrace_proginfo_t *pip)
{
	dt_compiled_t *pp = pgp->pg_prog;
	int i, n = 0;
	dt_clause_t *cp;

	(void)dtp;
	for (cp = pp->p_clauses; cp != NULL; cp = cp->c_next)
		if (cp->c_id >= pgp->pg_first &&
		    cp->c_id < pgp->pg_first + pgp->pg_nclauses &&
		    !(cp->c_node->dn_flags & DT_NF_BTSETUP))
			for (i = 0; i < cp->c_nprobes; i++)
				n++;
	/* bt's watchpoint:FUNC+argN probes whose FUNC is not found; the
	 * uprobes bpftrace fails to attach */
	n += pp->p_nbtattacherr - pp->p_nunset;
	if (pip != NULL) {
		pip->dpi_matches = n;
		pip->dpi_descs = pgp->pg_nclauses;
	}
	return 0;
}

int
dtrace_program_probe_iter(dtrace_hdl_t *dtp, dtrace_prog_t *pgp,
    dtrace_probe_f *func, void *arg)
{
	dtrace_probedesc_t pd;
	dt_clause_t *cp;
	int i, rv;

	for (cp = pgp->pg_prog->p_clauses; cp != NULL; cp = cp->c_next) {
		if (cp->c_id < pgp->pg_first ||
		    cp->c_id >= pgp->pg_first + pgp->pg_nclauses ||
		    (cp->c_node->dn_flags & DT_NF_BTSETUP))
			continue;
		for (i = 0; i < cp->c_nprobes; i++) {
			dt_probe_desc(cp->c_probes[i], &pd);
			if ((rv = func(dtp, &pd, arg)) != 0)
				return rv;
		}
	}
	return 0;
}

/* the watches of what processes map closed */
static void
dt_watches_detach(dtrace_hdl_t *dtp, dt_compiled_t *pp)
{
	dt_site_t *sp;

	for (sp = pp->p_watches; sp != NULL; sp = sp->s_next) {
		dt_site_close_fds(dtp, sp);
		if (sp->s_prog_fd >= 0)
			close(sp->s_prog_fd);
		sp->s_prog_fd = -1;
	}
}

static void
dt_sites_detach(dtrace_hdl_t *dtp, dt_compiled_t *pp)
{
	dt_site_t *sp;

	dt_watches_detach(dtp, pp);
	for (sp = pp->p_sites; sp != NULL; sp = sp->s_next) {
		if (sp->s_impl->pi_detach != NULL)
			sp->s_impl->pi_detach(dtp, sp);
		if (sp->s_prog_fd >= 0)
			close(sp->s_prog_fd);
		sp->s_prog_fd = -1;
	}
	pp->p_attached = 0;
}

/* the globals map is mmapped: the state word is written in place */
int
dt_globals_write(dt_compiled_t *pp, uint32_t off, const void *buf, size_t n)
{
	if (pp->p_gmem == NULL || off + n > pp->p_gsize)
		return -1;
	memcpy((char *)pp->p_gmem + off, buf, n);
	return 0;
}

static int
dt_set_state(dt_compiled_t *pp, uint64_t state, int only_if_inactive)
{
	volatile uint64_t *statep = pp->p_gmem;

	if (statep == NULL)
		return -1;
	if (only_if_inactive && *statep != DT_STATE_INACTIVE)
		return 0;
	/* the state word is the first 8 bytes of the globals value */
	return dt_globals_write(pp, 0, &state, sizeof(state));
}

/* bt's elapsed counts from now */
static void
dt_bt_start(dt_compiled_t *pp)
{
	const dt_var_t *vp;
	struct timespec ts;
	uint64_t now;

	for (vp = pp->p_vars; vp != NULL; vp = vp->v_next)
		if (vp->v_kind == DT_VAR_GLOBAL &&
		    strcmp(vp->v_name, DT_BT_START) == 0)
			break;
	if (vp == NULL)
		return;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	now = (uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec;
	(void)dt_globals_write(pp, vp->v_off, &now, sizeof(now));
}

/* a site's program generated (-S: shown as it is loaded), then loaded */
static int
dt_load_site(dtrace_hdl_t *dtp, dt_compiled_t *pp, dt_site_t *sp)
{
	dt_cgprog_t cp;
	int rc;

	/* -S, or -x verbose: DTrace's one compiler flag for both */
	if (dt_cg_gen_site(dtp, pp, sp, &cp, (pp->p_cflags & DTRACE_C_DIFV) ||
	    dtp->dt_options[DT_OPT_VERBOSE] > 0 ? stderr : NULL) != 0)
		return -1;
	rc = dt_bpf_load_site(dtp, pp, sp, &cp);
	free(cp.cp_insns);
	free(cp.cp_lines);
	return rc;
}

/*
 * Process pid's dynamic loader says what it maps changed: the probes the
 * descriptions naming it match in objects it mapped since are enabled,
 * their sites generated, loaded and attached.  (An object mapped again,
 * after a dlclose(), needs nothing: its probes' uprobes are on the file,
 * and the kernel puts them into each new mapping of it.)
 */
static int
dt_program_maps(dtrace_hdl_t *dtp, int pid)
{
	dt_compiled_t *pp = dtp->dt_prog;
	dt_site_t *old, *sp;
	int rc = 0;

	/* (not once tracing stops: exit(), END) */
	if (pp == NULL || !pp->p_attached || pp->p_gmem == NULL ||
	    *(volatile const uint64_t *)pp->p_gmem != DT_STATE_ACTIVE)
		return 0;
	old = pp->p_sites;
	if (dt_sema_late(dtp, pp, pid) != 0)
		return -1;
	if (pp->p_sites != old &&
	    dt_bpf_pinfo_fill(dtp, pp, pp->p_sites, old) != 0)
		return -1;
	for (sp = pp->p_sites; sp != old; sp = sp->s_next)
		if (dt_load_site(dtp, pp, sp) != 0 ||
		    sp->s_impl->pi_attach(dtp, sp) != 0)
			rc = -1;
	return rc;
}

/*
 * A watch on what each process the descriptions name maps, for the
 * probes of objects it maps later: a program on its dynamic loader's
 * _dl_debug_state() (dt_cg_dlwatch), stopping a process dtrace created
 * until the consumer has enabled them.  (With bufpolicy=fill the consumer
 * reads nothing before the end: no process is stopped, and what it maps
 * later is not traced.)  A process without a dynamic loader maps nothing
 * later.
 */
static int
dt_watches_attach(dtrace_hdl_t *dtp, dt_compiled_t *pp)
{
	int i, j, rc;

	for (i = 0; i < pp->p_nlate; i++) {
		int pid = pp->p_late[i].l_pid, stop;
		dt_cgprog_t cp;
		dt_site_t *sp;

		for (j = 0; j < i && pp->p_late[j].l_pid != pid; j++)
			continue;
		if (j < i)
			continue;
		stop = dt_proc_execpath(dtp, pid) != NULL &&
		    dtp->dt_options[DT_OPT_BUFPOLICY] != DT_BUFPOLICY_FILL;
		if ((sp = calloc(1, sizeof(*sp))) == NULL)
			return dt_set_errno(dtp, EDT_NOMEM);
		snprintf(sp->s_key, sizeof(sp->s_key), "dlmap%d", pid);
		sp->s_progtype = BPF_PROG_TYPE_KPROBE;
		sp->s_attach_type = dt_uprobe_attach_type();
		sp->s_prog_fd = -1;
		sp->s_next = pp->p_watches;
		pp->p_watches = sp;
		if (dt_cg_dlwatch(dtp, pp, stop, &cp) != 0)
			return -1;
		rc = dt_bpf_load_site(dtp, pp, sp, &cp);
		free(cp.cp_insns);
		free(cp.cp_lines);
		if (rc != 0 || dt_uprobe_rtld_link(dtp, sp, pid) < 0)
			return -1;
	}
	return 0;
}

int
dtrace_go(dtrace_hdl_t *dtp)
{
	dt_compiled_t *pp = dtp->dt_prog;
	dt_site_t *sp;

	/* grabanon: Linux has no anonymous state to claim */
	if (dtp->dt_options[DT_OPT_GRABANON] > 0)
		return dt_set_errno(dtp, EDT_NOANON);
	if (pp == NULL || pp->p_nclauses == 0)
		return dt_set_errmsg(dtp, EDT_NOPROBE, "no probes specified");
	/* a handle opened for compiling only had its privileges unchecked */
	if ((dtp->dt_oflags & DTRACE_O_NODEV) && dt_priv_check(dtp) != 0)
		return -1;
	if (pp->p_destructive && dtp->dt_options[DT_OPT_DESTRUCTIVE] <= 0)
		return dt_set_errmsg(dtp, EDT_DESTRUCTIVE, "Destructive actions "
		    "not allowed");
	if (dtp->dt_options[DT_OPT_CPU] >= sysconf(_SC_NPROCESSORS_CONF))
		return dt_set_errmsg(dtp, EDT_BADOPTVAL, "cpu %lld does not "
		    "exist", (long long)dtp->dt_options[DT_OPT_CPU]);
	if (dt_opt_lower(dtp) != 0)
		return -1;
	dt_opt_lockmem(dtp);
	if (dt_sema_finish(dtp, pp) != 0 || dt_bpf_create_maps(dtp, pp) != 0)
		return -1;
	for (sp = pp->p_sites; sp != NULL; sp = sp->s_next)
		if (dt_load_site(dtp, pp, sp) != 0)
			goto fail;
	pp->p_loaded = 1;
	if (pp->p_btattacherr != NULL) {
		dt_set_errmsg(dtp, EDT_BPF, "Failed to attach probe: %s",
		    pp->p_btattacherr);
		goto fail;
	}
	if (dt_consumer_open(dtp) != 0)
		goto fail;
	pp->p_attached = 1;
	for (sp = pp->p_sites; sp != NULL; sp = sp->s_next)
		if (sp->s_impl->pi_attach(dtp, sp) != 0)
			goto fail;
	dt_consumer_onmaps(dtp, dt_program_maps);
	if (dt_watches_attach(dtp, pp) != 0)
		goto fail;
	dt_bt_start(pp);
	if (dt_run_special(dtp, "BEGIN") != 0)
		goto fail;
	if (dt_set_state(pp, DT_STATE_ACTIVE, 1) != 0)
		goto fail;
	return 0;
fail:
	dt_sites_detach(dtp, pp);
	return -1;
}

int
dtrace_program_print(dtrace_hdl_t *dtp, const dtrace_prog_t *pgp, FILE *fp)
{
	if (dt_ast_dump(pgp->pg_ast, fp) != 0 || fflush(fp) != 0)
		return dt_set_errmsg(dtp, errno, "cannot write the syntax "
		    "tree: %s", strerror(errno));
	return 0;
}

/*
 * For -e: generate the code of every site (shown on fp) without loading
 * or attaching it.  The handle is then good only for closing.
 */
int
dtrace_program_gen(dtrace_hdl_t *dtp, FILE *fp)
{
	dt_compiled_t *pp = dtp->dt_prog;
	dt_site_t *sp;
	dt_cgprog_t cp;
	int rc = 0;

	if (pp == NULL || pp->p_nclauses == 0)
		return 0;
	/* the code names its maps, which the kernel makes */
	if ((dtp->dt_oflags & DTRACE_O_NODEV) && dt_priv_check(dtp) != 0)
		return -1;
	if (dt_sema_finish(dtp, pp) != 0 || dt_bpf_create_maps(dtp, pp) != 0)
		return -1;
	for (sp = pp->p_sites; sp != NULL && rc == 0; sp = sp->s_next) {
		if ((rc = dt_cg_gen_site(dtp, pp, sp, &cp, fp)) == 0) {
			free(cp.cp_insns);
			free(cp.cp_lines);
		}
	}
	dt_sites_detach(dtp, pp);
	return rc;
}

int
dtrace_stop(dtrace_hdl_t *dtp)
{
	dt_compiled_t *pp = dtp->dt_prog;
	dt_clause_t *cp;
	dt_site_t *sp;

	if (pp == NULL || !pp->p_attached)
		return 0;
	dt_set_state(pp, DT_STATE_DRAINING, 0);
	dt_watches_detach(dtp, pp);
	/* no more events, then END, as DTrace does */
	for (sp = pp->p_sites; sp != NULL; sp = sp->s_next)
		if (!(sp->s_impl->pi_flags & DT_PF_SPECIAL) &&
		    sp->s_impl->pi_detach != NULL)
			sp->s_impl->pi_detach(dtp, sp);
	/* a target that bt's watchpoint set-up stopped last, its event
	 * unread, is not left stopped */
	for (cp = pp->p_clauses; cp != NULL; cp = cp->c_next)
		if ((cp->c_node->dn_flags & DT_NF_BTSETUP) &&
		    cp->c_acts != NULL && cp->c_acts->ac_kind ==
		    DT_ACT_BTWATCH && strncmp(cp->c_acts->ac_str, "async",
		    5) != 0 && cp->c_nprobes > 0) {
			(void)dt_proc_cont_target(dtp);
			break;
		}
	/* what the probes left is read first: END's records always have
	 * the room, as DTrace reserves it for them */
	dt_consumer_drain(dtp);
	dt_run_special(dtp, "END");
	dt_consumer_drain(dtp);
	dt_sites_detach(dtp, pp);
	return 0;
}

void
dt_compiled_free(dt_compiled_t *pp)
{
	dt_clause_t *cp, *cn;
	dt_var_t *vp, *vn;
	dt_agg_t *ap, *an;
	dt_sinfo_t *si, *sn;
	dt_site_t *sp, *spn;
	int i, j;

	dt_bpf_close_maps(pp);
	dt_decls_free(&pp->p_decls);
	for (cp = pp->p_clauses; cp != NULL; cp = cn) {
		cn = cp->c_next;
		dt_actions_free(cp->c_acts);
		free(cp->c_probes);
		free(cp->c_pdmatch);
		free(cp);
	}
	for (vp = pp->p_vars; vp != NULL; vp = vn) {
		vn = vp->v_next;
		free(vp->v_name);
		free(vp);
	}
	for (ap = pp->p_aggs; ap != NULL; ap = an) {
		an = ap->a_next;
		free(ap->a_name);
		free(ap);
	}
	for (si = pp->p_sinfos; si != NULL; si = sn) {
		sn = si->si_link;
		free(si);
	}
	for (sp = pp->p_watches; sp != NULL; sp = spn) {
		spn = sp->s_next;
		free(sp->s_fds);
		free(sp->s_what);
		free(sp);
	}
	free(pp->p_late);
	for (sp = pp->p_sites; sp != NULL; sp = spn) {
		spn = sp->s_next;
		for (i = 0; i < sp->s_nprobes; i++)
			sp->s_probes[i]->pr_site = NULL;
		free(sp->s_probes);
		free(sp->s_fds);
		free(sp->s_what);
		free(sp);
	}
	for (i = 0; i < pp->p_nstrs; i++)
		free(pp->p_strs[i]);
	free(pp->p_strs);
	for (i = 0; i < pp->p_nbttups; i++) {
		free(pp->p_bttups[i].tu_types);
		free(pp->p_bttups[i].tu_off);
		for (j = 0; pp->p_bttups[i].tu_names != NULL &&
		    j < pp->p_bttups[i].tu_n; j++)
			free(pp->p_bttups[i].tu_names[j]);
		free(pp->p_bttups[i].tu_names);
	}
	free(pp->p_bttups);
	for (i = 0; i < pp->p_nasts; i++)
		dt_ast_free(pp->p_asts[i]);
	free(pp->p_asts);
	free(pp->p_clausev);
	free(pp->p_aggv);
	free(pp->p_bttext);
	free(pp->p_btchecks);
	for (i = 0; i < pp->p_nbtmissing; i++)
		free(pp->p_btmissing[i]);
	free(pp->p_btmissing);
	free(pp->p_btattacherr);
	while (pp->p_mapdecls != NULL) {
		dt_mapdecl_t *md = pp->p_mapdecls;

		pp->p_mapdecls = md->md_next;
		free(md->md_name);
		free(md);
	}
	free(pp);
}

void
dt_program_destroy(dtrace_hdl_t *dtp)
{
	dtrace_prog_t *pgp, *next;

	if (dtp->dt_lops->lo_fini != NULL)	/* its state, its warnings */
		dtp->dt_lops->lo_fini(dtp);
	if (dtp->dt_prog != NULL) {
		dtrace_stop(dtp);
		dt_consumer_close(dtp);
		if (dtp->dt_prog->p_loaded || dtp->dt_prog->p_sites)
			dt_sites_detach(dtp, dtp->dt_prog);
		dt_compiled_free(dtp->dt_prog);
		dtp->dt_prog = NULL;
	}
	for (pgp = dtp->dt_progs; pgp != NULL; pgp = next) {
		next = pgp->pg_next;
		free(pgp);
	}
	dtp->dt_progs = NULL;
}
