/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_ktp.h -- providers made of kernel raw tracepoints (proc, sched, io,
 * lockstat, tcp), each described by a table.
 *
 * A probe row names the raw tracepoint it fires from and says where each
 * argument comes from: one of the tracepoint's own arguments, the current
 * task, or code the row emits (which may also drop events that are not
 * the probe's: sched:::sleep and sched:::preempt both fire from
 * sched_switch).  Arguments DTrace gives translated (psinfo_t *,
 * bufinfo_t *, ...) keep their native kernel type and name the translated
 * type; the D library holds the translators.  A probe the kernel cannot
 * give has no tracepoint and a reason, reported when a script names it.
 *
 * Each enabled probe is its own site: a raw tracepoint program.
 */
#ifndef DT_KTP_H
#define DT_KTP_H

#include "dt_cg.h"
#include "dt_error.h"
#include "dt_provider.h"

#define DT_KA_CUR	(-1)	/* the current task */
#define DT_KA_EMIT	(-2)	/* stored by the row's kp_emit */
#define DT_KA_NULL	(-3)	/* 0: an argument the kernel cannot give */

typedef struct dt_karg {
	int ka_src;		/* the tracepoint's argument N, or DT_KA_* */
	const char *ka_type;	/* native type */
	const char *ka_xtype;	/* translated type, or NULL */
} dt_karg_t;

typedef struct dt_kprobe {
	const char *kp_name;
	const char *kp_tp;	/* raw tracepoint; NULL: not available */
	const char *kp_why;	/* why not, when kp_tp is NULL */
	int kp_irq;		/* may fire in interrupt context */
	int kp_ustr;		/* bit N: argument N is a user-space string */
	int kp_nargs;
	dt_karg_t kp_args[DT_MAXARGS];
	/* before the tracepoint's arguments are copied to arg0..: drop the
	 * events that are not this probe's (jump to cg->cg_exit), compute
	 * DT_KA_EMIT arguments, and arguments past kp_nargs that are not
	 * listed but read by the D library's translators (tcp's arg6); R6 is
	 * the tracepoint's argument array */
	int (*kp_emit)(dt_cg_t *cg, const dt_site_t *sp);
	/* set up what kp_emit needs (maps, companion programs) in
	 * sp->s_data, and release it; may be NULL */
	int (*kp_prepare)(dtrace_hdl_t *dtp, dt_site_t *sp);
	void (*kp_release)(dt_site_t *sp);
} dt_kprobe_t;

/* a provider: its ops (dt_ktp_ops) and its table */
typedef struct dt_kprov {
	dt_provimpl_t kv_impl;
	const dt_kprobe_t *kv_probes;
	size_t kv_nprobes;
} dt_kprov_t;

#define DT_KTP_OPS \
	.pi_populate = dt_ktp_populate, \
	.pi_provide = dt_ktp_provide, \
	.pi_probe_info = dt_ktp_probe_info, \
	.pi_site_key = dt_ktp_site_key, \
	.pi_site_prepare = dt_ktp_site_prepare, \
	.pi_prologue = dt_ktp_prologue, \
	.pi_attach = dt_ktp_attach, \
	.pi_detach = dt_ktp_detach

int dt_ktp_populate(dtrace_hdl_t *, dt_provider_t *);
int dt_ktp_provide(dtrace_hdl_t *, dt_provider_t *, const dtrace_probedesc_t *);
int dt_ktp_probe_info(dtrace_hdl_t *, dt_probe_t *);
enum bpf_prog_type dt_ktp_site_key(const dt_probe_t *, char *, size_t);
int dt_ktp_site_prepare(dtrace_hdl_t *, dt_site_t *);
int dt_ktp_prologue(dt_cg_t *, dt_site_t *);
int dt_ktp_attach(dtrace_hdl_t *, dt_site_t *);
void dt_ktp_detach(dtrace_hdl_t *, dt_site_t *);

/*
 * Code pieces for kp_emit.  Registers: R6 and R9 as the prologue contract
 * says; each piece may clobber R0-R5.
 */
/* reg = the tracepoint's argument n */
void dt_ktp_rawarg(dt_cg_t *cg, int reg, int n);
/* reg = the size bytes (1, 2, 4 or 8, zero-extended) at reg + off; a
 * NULL reg reads as 0 */
void dt_ktp_load(dt_cg_t *cg, int reg, int32_t off, int size);
/* reg = the member at 'path' ("se.sum_exec_runtime") of struct 'type'
 * that reg points to, of size bytes (1, 2, 4 or 8, zero-extended); a
 * NULL pointer reads as 0 */
int dt_ktp_member(dt_cg_t *cg, int reg, const char *type, const char *path,
    int size);
/* argument n = reg */
void dt_ktp_setarg(dt_cg_t *cg, int n, int reg);
/* jump to the end (drop the event) if reg <op> imm, an I_JMP_IMM op */
void dt_ktp_drop_if(dt_cg_t *cg, int op, int reg, int32_t imm);
/* drop the event unless the tracepoint's bool argument n is 'want' */
void dt_ktp_want_bool(dt_cg_t *cg, int n, int want);

/* network providers (dt_prov_ip.c): at net_dev_queue(skb), R7 = skb,
 * R8 = the device it leaves on, or the event is dropped unless that is
 * the device its route chose */
int dt_ip_outdev(dt_cg_t *cg);

#endif
