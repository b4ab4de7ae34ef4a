/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_bt_later.c -- functions later bpftrace releases added (docs/stdlib.md
 * of bpftrace 0.26): has_cpid, kfunc_exist(), kfunc_allowed() (answered
 * as the program is compiled), socket_cookie() and percpu_kaddr().  The
 * modes of nsecs, pid and tid are built-ins the parser picks
 * (dt_parse_bt.c); jiffies is one too (dt_bt_ident.c).
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>

#include "dt_bt_impl.h"
#include "dt_impl.h"
#include "dt_proc.h"
#include "dt_provider.h"
#include "dt_sema_bt.h"
#include "dt_sema_impl.h"
#include "dt_symfmt.h"
#include "dt_types.h"

/* a string literal argument, or NULL */
static const char *
bt_lit(const dt_node_t *a)
{
	return a != NULL && a->dn_kind == DT_NODE_STRING ? a->dn_string : NULL;
}

/* si: a constant of value v, a bool as bpftrace's (an unsigned byte) */
static int
bt_constbool(dt_sinfo_t *si, int v)
{
	dt_type_int(&si->si_type, 1, 0, "uint8_t");
	si->si_const = 1;
	si->si_int = v != 0;
	return 0;
}

/* fn's first argument, a string literal (NULL: the error is set) */
static const char *
bt_litarg(dt_sctx_t *sx, dt_node_t *call, const char *fn)
{
	const char *s = bt_lit(call->dn_args);

	if (s != NULL)
		return s;
	if (dt_sema_expr(sx, call->dn_args) == 0)
		(void)dt_dnerror(sx->dtp, call, D_PROTO_ARG, "%s() expects a "
		    "string literal (%s provided)", fn, dt_bt_kind(sx,
		    call->dn_args));
	return NULL;
}

/* has_cpid: 1 if a command was started with -c (cpid has a value) */
int
dt_sema_bthascpid(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dtrace_hdl_t *dtp = sx->dtp;

	(void)call;
	return bt_constbool(si, dtp->dt_target > 0 &&
	    dt_proc_execpath(dtp, dtp->dt_target) != NULL);
}

/* the kernel's function name in its BTF: its id, or 0 */
static int32_t
bt_kfuncid(dtrace_hdl_t *dtp, const char *name)
{
	int32_t id;

	if (dt_types_btf(dtp) == NULL || dtp->dt_btf == NULL)
		return 0;
	id = btf__find_by_name_kind(dtp->dt_btf, name, BTF_KIND_FUNC);
	return id > 0 ? id : 0;
}

/* kfunc_exist("name"): 1 if the kernel's BTF has the function */
int
dt_sema_btkfuncexist(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	const char *name = bt_litarg(sx, call, "kfunc_exist");

	if (name == NULL)
		return -1;
	return bt_constbool(si, bt_kfuncid(sx->dtp, name) != 0);
}

/*
 * Whether a program of the type loads that calls the kernel function of
 * BTF id: the verifier is asked (a program it refuses for another reason
 * than the function not being allowed counts as allowed, as bpftrace's)
 */
static int
bt_kfunc_loads(enum bpf_prog_type type, int32_t id, const char *name)
{
	struct bpf_insn insns[2];
	char log[4096], want[300];
	int fd;
	LIBBPF_OPTS(bpf_prog_load_opts, opts, .log_buf = log,
	    .log_size = sizeof(log), .log_level = 1);

	memset(insns, 0, sizeof(insns));
	insns[0].code = BPF_JMP | BPF_CALL;
	insns[0].src_reg = BPF_PSEUDO_KFUNC_CALL;
	insns[0].imm = id;
	insns[1].code = BPF_JMP | BPF_EXIT;
	/* zeroed: valgrind does not see the kernel write it */
	memset(log, 0, sizeof(log));
	fd = bpf_prog_load(type, NULL, "GPL", insns, 2, &opts);
	if (fd >= 0) {
		close(fd);
		return 1;
	}
	log[sizeof(log) - 1] = '\0';
	snprintf(want, sizeof(want), "calling kernel function %s is not "
	    "allowed", name);
	return strstr(log, want) == NULL;
}

/* kfunc_allowed("name"): 1 if the programs of the clause's probes may
 * call the kernel function (the first probe's kind of program asked) */
int
dt_sema_btkfuncallowed(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	const char *name = bt_litarg(sx, call, "kfunc_allowed");
	enum bpf_prog_type type = BPF_PROG_TYPE_KPROBE;
	dt_clause_t *cp = sx->clause;
	int32_t id;

	if (name == NULL)
		return -1;
	if ((id = bt_kfuncid(sx->dtp, name)) == 0)
		return bt_constbool(si, 0);
	if (cp != NULL && cp->c_nprobes > 0) {
		const dt_probe_t *prp = cp->c_probes[0];
		char key[512];

		if (prp->pr_prov->pv_impl->pi_site_key != NULL)
			type = prp->pr_prov->pv_impl->pi_site_key(prp, key,
			    sizeof(key));
	}
	return bt_constbool(si, bt_kfunc_loads(type, id, name));
}

/*
 * socket_cookie(sk): in kfunc probes (fentry) only, of a struct sock *;
 * the helper wants the typed pointer of an fentry program's arguments,
 * which btrace's programs do not keep: an error where bpftrace accepts it
 */
int
dt_sema_btsocketcookie(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	static const char *const kinds[] = { "kfunc", "kretfunc", "fentry",
		"fexit", NULL };
	char t[128];

	(void)si;
	if (dt_bt_probekinds(sx, call, "socket_cookie", kinds) != 0 ||
	    dt_sema_expr(sx, call->dn_args) != 0)
		return -1;
	dt_bt_typestr(sx, call->dn_args, t, sizeof(t));
	if (strcmp(t, "struct sock *") != 0)
		return dt_dnerror(sx->dtp, call, D_PROTO_ARG, "socket_cookie() "
		    "only supports 'struct sock *' as the argument (%s "
		    "provided)", t);
	return dt_dnerror(sx->dtp, call, D_PROTO_ARG, "socket_cookie() is "
	    "not supported by btrace: its helper needs the typed socket "
	    "pointer of an fentry program's arguments");
}

/* is var (a VAR's BTF id) one of the per-CPU section's variables? */
static int
bt_percpuvar(const struct btf *btf, int32_t var)
{
	int32_t sec = btf__find_by_name_kind(btf, ".data..percpu",
	    BTF_KIND_DATASEC);
	const struct btf_type *t;
	const struct btf_var_secinfo *v;
	int i;

	if (sec <= 0 || (t = btf__type_by_id(btf, (uint32_t)sec)) == NULL)
		return 0;
	v = btf_var_secinfos(t);
	for (i = 0; i < btf_vlen(t); i++, v++)
		if (v->type == (uint32_t)var)
			return 1;
	return 0;
}

/*
 * percpu_kaddr("sym"[, cpu]): the address of the kernel's per-CPU
 * variable sym on this CPU or CPU cpu (0 past the last CPU): a uint64,
 * the variable's BTF id kept in si_int for the code
 */
int
dt_sema_btpercpukaddr(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dtrace_hdl_t *dtp = sx->dtp;
	const char *name = bt_litarg(sx, call, "percpu_kaddr");
	dt_node_t *cpu = call->dn_args->dn_next;
	const dt_type_t *t;
	uint64_t addr, size;
	int32_t id = 0;

	if (name == NULL)
		return -1;
	if (cpu != NULL) {
		if (dt_sema_expr(sx, cpu) != 0)
			return -1;
		if ((t = dt_node_type(cpu)) == NULL || t->t_kind != DT_TK_INT)
			return dt_dnerror(dtp, cpu, D_PROTO_ARG,
			    "percpu_kaddr() expects an integer as its CPU "
			    "(%s provided)", dt_bt_kind(sx, cpu));
	}
	/* the kernel's own BTF: a btfpath file's ids are not the kernel's */
	if (dtp->dt_btfpath == NULL && dt_types_btf(dtp) != NULL &&
	    dtp->dt_btf != NULL)
		id = btf__find_by_name_kind(dtp->dt_btf, name, BTF_KIND_VAR);
	if (id <= 0)
		return dt_dnerror(dtp, call, D_SYM_BADREF, "Could not resolve "
		    "variable \"%s\" from BTF", name);
	if (!bt_percpuvar(dtp->dt_btf, id))
		return dt_dnerror(dtp, call, D_SYM_BADREF, "percpu_kaddr(): "
		    "\"%s\" is not a per-CPU variable", name);
	/* the verifier finds the variable by its name in the kernel's
	 * symbols, which have data only with CONFIG_KALLSYMS_ALL */
	if (dt_symfmt_kaddr(dtp, name, &addr, &size) != 0)
		return dt_dnerror(dtp, call, D_SYM_BADREF, "percpu_kaddr(): "
		    "the kernel's symbols (/proc/kallsyms) have no \"%s\": "
		    "this kernel (without CONFIG_KALLSYMS_ALL) lets no "
		    "program find its per-CPU variables", name);
	dt_type_int(&si->si_type, 8, 0, "uint64_t");
	si->si_int = id;
	return 0;
}

int
dt_cg_btpercpukaddr(dt_cgx_t *cx, dt_node_t *call, int v)
{
	const dt_sinfo_t *si = call->dn_sema;
	dt_node_t *cpu = call->dn_args->dn_next;

	if (cpu != NULL) {
		if (dt_cg_expr(cx, cpu, v) != 0)
			return -1;
		dt_cg_vto(cx, BPF_REG_2, v);
	}
	dt_as_ld_btf_id(cx->as, BPF_REG_1, (int32_t)si->si_int);
	dt_cg_call(cx, cpu != NULL ? BPF_FUNC_per_cpu_ptr :
	    BPF_FUNC_this_cpu_ptr);
	dt_cg_vset(cx, v, BPF_REG_0);
	return 0;
}
