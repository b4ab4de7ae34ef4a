/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_prov_sched.c -- the sched provider on the scheduler's tracepoints.
 *
 * on-cpu and remain-cpu fire from sched_exit_tp at the end of
 * __schedule(), in the context of the thread that now runs (a new
 * thread's very first run returns through ret_from_fork instead, and is
 * not seen); off-cpu, sleep and preempt from sched_switch in the context
 * of the thread leaving.  wakeup fires in the waker's context.
 */
#include "dt_ktp.h"

#define DT_LWPSINFO(n)	{ n, "struct task_struct *", "lwpsinfo_t *" }
#define DT_PSINFO(n)	{ n, "struct task_struct *", "psinfo_t *" }

/* sched_exit_tp(is_switch): on-cpu if the CPU switched threads,
 * remain-cpu if not */
static int
dt_sched_arg0_set(dt_cg_t *cg, const dt_site_t *sp)
{
	dt_ktp_want_bool(cg, 0, 1);
	return 0;
}

static int
dt_sched_arg0_clear(dt_cg_t *cg, const dt_site_t *sp)
{
	dt_ktp_want_bool(cg, 0, 0);
	return 0;
}

/* preempt: a switch away from a thread still runnable (preempted in the
 * kernel, or at a return to user space, where the flag is not set) */
static int
dt_sched_preempted(dt_cg_t *cg, const dt_site_t *sp)
{
	uint32_t yes = dt_as_label(&cg->cg_as);

	dt_ktp_rawarg(cg, BPF_REG_1, 0);
	dt_as_emit(&cg->cg_as, I_ALU64_IMM(BPF_AND, BPF_REG_1, 0xff));
	dt_as_jump(&cg->cg_as, I_JMP_IMM(BPF_JNE, BPF_REG_1, 0), yes);
	dt_ktp_rawarg(cg, BPF_REG_1, 3);
	dt_as_emit(&cg->cg_as, I_MOV32_REG(BPF_REG_1, BPF_REG_1));
	dt_ktp_drop_if(cg, BPF_JNE, BPF_REG_1, 0);
	dt_as_place(&cg->cg_as, yes);
	return 0;
}

/* sleep: a switch that is not a preemption, to an interruptible or
 * uninterruptible sleep (TASK_INTERRUPTIBLE | TASK_UNINTERRUPTIBLE); not
 * a stop, nor a dying thread's last switch */
static int
dt_sched_sleeps(dt_cg_t *cg, const dt_site_t *sp)
{
	dt_ktp_want_bool(cg, 0, 0);
	dt_ktp_rawarg(cg, BPF_REG_1, 3);
	dt_as_emit(&cg->cg_as, I_ALU64_IMM(BPF_AND, BPF_REG_1, 0x3));
	dt_ktp_drop_if(cg, BPF_JEQ, BPF_REG_1, 0);
	return 0;
}

/* sched_pi_setprio(tsk, pi_task): the priority the task gets, as the
 * tracepoint's own newprio: pi_task ? min(normal_prio, pi_task->prio) :
 * normal_prio */
static int
dt_sched_newprio(dt_cg_t *cg, const dt_site_t *sp)
{
	dt_as_t *as = &cg->cg_as;
	uint32_t done = dt_as_label(as);

	dt_ktp_rawarg(cg, BPF_REG_7, 0);
	if (dt_ktp_member(cg, BPF_REG_7, "task_struct", "normal_prio", 4) != 0)
		return -1;
	dt_ktp_rawarg(cg, BPF_REG_8, 1);
	dt_as_jump(as, I_JMP_IMM(BPF_JEQ, BPF_REG_8, 0), done);
	if (dt_ktp_member(cg, BPF_REG_8, "task_struct", "prio", 4) != 0)
		return -1;
	dt_as_jump(as, I_JMP_REG(BPF_JSGE, BPF_REG_8, BPF_REG_7), done);
	dt_as_emit(as, I_MOV64_REG(BPF_REG_7, BPF_REG_8));
	dt_as_place(as, done);
	dt_ktp_setarg(cg, 2, BPF_REG_7);
	return 0;
}

static const dt_kprobe_t dt_sched_probes[] = {
	{ "on-cpu", "sched_exit_tp", NULL, 0, 0, 0, { { 0 } },
	    dt_sched_arg0_set, NULL, NULL },
	{ "off-cpu", "sched_switch", NULL, 0, 0, 2,
	    { DT_LWPSINFO(2), DT_PSINFO(2) }, NULL, NULL, NULL },
	{ "sleep", "sched_switch", NULL, 0, 0, 0, { { 0 } }, dt_sched_sleeps,
	    NULL, NULL },
	{ "preempt", "sched_switch", NULL, 0, 0, 0, { { 0 } },
	    dt_sched_preempted, NULL, NULL },
	{ "remain-cpu", "sched_exit_tp", NULL, 0, 0, 0, { { 0 } },
	    dt_sched_arg0_clear, NULL, NULL },
	{ "wakeup", "sched_waking", NULL, 1, 0, 2,
	    { DT_LWPSINFO(0), DT_PSINFO(0) }, NULL, NULL, NULL },
	{ "change-pri", "sched_pi_setprio", NULL, 1, 0, 3,
	    { DT_LWPSINFO(0), DT_PSINFO(0), { DT_KA_EMIT, "int", NULL } },
	    dt_sched_newprio, NULL, NULL },
	{ "surrender", "sched_set_need_resched_tp", NULL, 1, 0, 2,
	    { DT_LWPSINFO(0), DT_PSINFO(0) }, NULL, NULL, NULL },
	{ "enqueue", NULL, "the kernel has no tracepoint where a thread is "
	    "put on a run queue", 0, 0, 0, { { 0 } }, NULL, NULL, NULL },
	{ "dequeue", NULL, "the kernel has no tracepoint where a thread is "
	    "taken off a run queue", 0, 0, 0, { { 0 } }, NULL, NULL, NULL },
	{ "tick", NULL, "the kernel has no tracepoint on the scheduler's "
	    "clock tick (profile-N fires on every CPU)", 0, 0, 0, { { 0 } },
	    NULL, NULL, NULL },
};

const dt_kprov_t dt_prov_sched = {
	.kv_impl = {
		.pi_name = "sched",
		/* as illumos's sdt providers: the descriptions' are the
		 * least stable of their parts' (modules and functions are
		 * Private, Unknown) */
		.pi_attr = { "Private", "Private", "Unknown",
		    "Evolving", "Evolving", "ISA" },
		DT_KTP_OPS,
	},
	.kv_probes = dt_sched_probes,
	.kv_nprobes = sizeof(dt_sched_probes) / sizeof(dt_sched_probes[0]),
};
