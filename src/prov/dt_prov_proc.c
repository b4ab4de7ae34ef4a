/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_prov_proc.c -- the proc provider on the kernel's process
 * tracepoints.
 *
 * Every probe fires in the context DTrace gives it: create and lwp-create
 * in the parent (sched_process_fork); start and lwp-start in the new
 * process or thread, at its first return to user space from the clone
 * that made it (the raw sys_exit tracepoint); exec and exec-failure in the
 * caller of execve (sys_enter, sys_exit), exec-success in the new image
 * (sched_process_exec); exit and lwp-exit in the exiting thread
 * (sched_process_exit); signal-send and signal-discard in the sender
 * (signal_generate); signal-handle in the receiving thread before its
 * handler runs (signal_deliver).
 */
#include <asm/unistd.h>

#include "dt_ktp.h"

#define DT_LWPSINFO(n)	{ n, "struct task_struct *", "lwpsinfo_t *" }
#define DT_PSINFO(n)	{ n, "struct task_struct *", "psinfo_t *" }
#define DT_SIG_IGNORED	1	/* signal_generate's result: TRACE_SIGNAL_IGNORED */

/* drop unless R1 (a syscall number) is a or b (c, d: 0 for none) */
static void
dt_proc_nr_in(dt_cg_t *cg, int a, int b, int c, int d)
{
	dt_as_t *as = &cg->cg_as;
	uint32_t ok = dt_as_label(as);

	dt_as_jump(as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, a), ok);
	dt_as_jump(as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, b), ok);
	if (c != 0)
		dt_as_jump(as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, c), ok);
	if (d != 0)
		dt_as_jump(as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, d), ok);
	dt_as_jump(as, I_JA(), cg->cg_exit);
	dt_as_place(as, ok);
}

/* sched_process_fork(parent, child): R1 = child->pid - child->tgid */
static int
dt_proc_child_lwp(dt_cg_t *cg, const dt_site_t *sp)
{
	dt_ktp_rawarg(cg, BPF_REG_7, 1);
	dt_as_emit(&cg->cg_as, I_MOV64_REG(BPF_REG_8, BPF_REG_7));
	if (dt_ktp_member(cg, BPF_REG_7, "task_struct", "pid", 4) != 0 ||
	    dt_ktp_member(cg, BPF_REG_8, "task_struct", "tgid", 4) != 0)
		return -1;
	dt_as_emit(&cg->cg_as, I_MOV64_REG(BPF_REG_1, BPF_REG_7));
	dt_as_emit(&cg->cg_as, I_ALU64_REG(BPF_SUB, BPF_REG_1, BPF_REG_8));
	return 0;
}

static int
dt_proc_create(dt_cg_t *cg, const dt_site_t *sp)
{
	if (dt_proc_child_lwp(cg, sp) != 0)
		return -1;
	dt_ktp_drop_if(cg, BPF_JNE, BPF_REG_1, 0);
	return 0;
}

static int
dt_proc_lwp_create(dt_cg_t *cg, const dt_site_t *sp)
{
	if (dt_proc_child_lwp(cg, sp) != 0)
		return -1;
	dt_ktp_drop_if(cg, BPF_JEQ, BPF_REG_1, 0);
	return 0;
}

/* sys_enter(regs, nr): execve's path is its first argument, execveat's
 * its second */
static int
dt_proc_exec(dt_cg_t *cg, const dt_site_t *sp)
{
	dt_as_t *as = &cg->cg_as;
	uint32_t at = dt_as_label(as), done = dt_as_label(as);

	dt_ktp_rawarg(cg, BPF_REG_1, 1);
	dt_proc_nr_in(cg, __NR_execve, __NR_execveat, 0, 0);
	dt_ktp_rawarg(cg, BPF_REG_7, 0);
	dt_as_jump(as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, __NR_execveat), at);
	if (dt_ktp_member(cg, BPF_REG_7, "pt_regs", "di", 8) != 0)
		return -1;
	dt_as_jump(as, I_JA(), done);
	dt_as_place(as, at);
	if (dt_ktp_member(cg, BPF_REG_7, "pt_regs", "si", 8) != 0)
		return -1;
	dt_as_place(as, done);
	dt_ktp_setarg(cg, 0, BPF_REG_7);
	return 0;
}

/* sys_exit(regs, ret): R1 = the syscall number (regs->orig_ax) */
static int
dt_proc_exit_nr(dt_cg_t *cg, const dt_site_t *sp)
{
	dt_ktp_rawarg(cg, BPF_REG_1, 0);
	if (dt_ktp_member(cg, BPF_REG_1, "pt_regs", "orig_ax", 8) != 0)
		return -1;
	return 0;
}

static int
dt_proc_exec_failure(dt_cg_t *cg, const dt_site_t *sp)
{
	if (dt_proc_exit_nr(cg, sp) != 0)
		return -1;
	dt_proc_nr_in(cg, __NR_execve, __NR_execveat, 0, 0);
	dt_ktp_rawarg(cg, BPF_REG_1, 1);
	dt_ktp_drop_if(cg, BPF_JSGE, BPF_REG_1, 0);
	dt_as_emit(&cg->cg_as, I_NEG64(BPF_REG_1));
	dt_ktp_setarg(cg, 0, BPF_REG_1);
	return 0;
}

/* sys_exit of a clone in the new task (it returns 0 there): R0 = the
 * thread id minus the process id */
static int
dt_proc_started(dt_cg_t *cg, const dt_site_t *sp)
{
	dt_as_t *as = &cg->cg_as;

	if (dt_proc_exit_nr(cg, sp) != 0)
		return -1;
	dt_proc_nr_in(cg, __NR_clone, __NR_fork, __NR_vfork, __NR_clone3);
	dt_ktp_rawarg(cg, BPF_REG_1, 1);
	dt_ktp_drop_if(cg, BPF_JNE, BPF_REG_1, 0);
	dt_as_emit(as, I_CALL(BPF_FUNC_get_current_pid_tgid));
	dt_as_emit(as, I_MOV64_REG(BPF_REG_1, BPF_REG_0));
	dt_as_emit(as, I_ALU64_IMM(BPF_RSH, BPF_REG_1, 32));
	dt_as_emit(as, I_MOV32_REG(BPF_REG_0, BPF_REG_0));
	dt_as_emit(as, I_ALU64_REG(BPF_SUB, BPF_REG_0, BPF_REG_1));
	return 0;
}

static int
dt_proc_start(dt_cg_t *cg, const dt_site_t *sp)
{
	if (dt_proc_started(cg, sp) != 0)
		return -1;
	dt_ktp_drop_if(cg, BPF_JNE, BPF_REG_0, 0);
	return 0;
}

static int
dt_proc_lwp_start(dt_cg_t *cg, const dt_site_t *sp)
{
	if (dt_proc_started(cg, sp) != 0)
		return -1;
	dt_ktp_drop_if(cg, BPF_JEQ, BPF_REG_0, 0);
	return 0;
}

/*
 * Keep going only if the exiting thread is (want) or is not the last of
 * its process: sched_process_exit's group_dead (recent kernels); where the
 * tracepoint has only the task (Debian 12's 6.1), whether the process's
 * count of live threads is 0 (do_exit() counts it down before), which
 * two threads exiting at once may both see.
 */
static int
dt_proc_group_dead(dt_cg_t *cg, int want)
{
	if (dt_rawtp_nargs(cg->cg_dtp, "sched_process_exit") >= 2) {
		dt_ktp_want_bool(cg, 1, want);
		return 0;
	}
	dt_ktp_rawarg(cg, BPF_REG_7, 0);
	if (dt_ktp_member(cg, BPF_REG_7, "task_struct", "signal", 8) != 0 ||
	    dt_ktp_member(cg, BPF_REG_7, "signal_struct", "live.counter",
	    4) != 0)
		return -1;
	dt_ktp_drop_if(cg, want ? BPF_JNE : BPF_JEQ, BPF_REG_7, 0);
	return 0;
}

/*
 * sched_process_exit(p, group_dead): exit when the last thread goes, with
 * why as args[0] (CLD_EXITED, CLD_KILLED, CLD_DUMPED from the exit code's
 * signal bits); lwp-exit for the others.
 */
static int
dt_proc_exit(dt_cg_t *cg, const dt_site_t *sp)
{
	dt_as_t *as = &cg->cg_as;
	uint32_t sig = dt_as_label(as), done = dt_as_label(as);

	if (dt_proc_group_dead(cg, 1) != 0)
		return -1;
	dt_ktp_rawarg(cg, BPF_REG_7, 0);
	if (dt_ktp_member(cg, BPF_REG_7, "task_struct", "exit_code", 4) != 0)
		return -1;
	dt_as_emit(as, I_MOV64_REG(BPF_REG_1, BPF_REG_7));
	dt_as_emit(as, I_ALU64_IMM(BPF_AND, BPF_REG_1, 0x7f));
	dt_as_jump(as, I_JMP_IMM(BPF_JNE, BPF_REG_1, 0), sig);
	dt_as_emit(as, I_MOV64_IMM(BPF_REG_1, 1));		/* CLD_EXITED */
	dt_as_jump(as, I_JA(), done);
	dt_as_place(as, sig);
	dt_as_emit(as, I_ALU64_IMM(BPF_RSH, BPF_REG_7, 7));
	dt_as_emit(as, I_ALU64_IMM(BPF_AND, BPF_REG_7, 1));
	dt_as_emit(as, I_MOV64_IMM(BPF_REG_1, 2));		/* CLD_KILLED */
	dt_as_emit(as, I_ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_7)); /* DUMPED */
	dt_as_place(as, done);
	dt_ktp_setarg(cg, 0, BPF_REG_1);
	return 0;
}

static int
dt_proc_lwp_exit(dt_cg_t *cg, const dt_site_t *sp)
{
	return dt_proc_group_dead(cg, 0);
}

/* signal_generate(sig, info, task, group, result) */
static int
dt_proc_sig_sent(dt_cg_t *cg, const dt_site_t *sp)
{
	dt_ktp_rawarg(cg, BPF_REG_1, 4);
	dt_ktp_drop_if(cg, BPF_JEQ, BPF_REG_1, DT_SIG_IGNORED);
	return 0;
}

static int
dt_proc_sig_discarded(dt_cg_t *cg, const dt_site_t *sp)
{
	dt_ktp_rawarg(cg, BPF_REG_1, 4);
	dt_ktp_drop_if(cg, BPF_JNE, BPF_REG_1, DT_SIG_IGNORED);
	return 0;
}

/* signal_deliver(sig, info, ka): only to a handler (not SIG_DFL, SIG_IGN) */
static int
dt_proc_sig_handle(dt_cg_t *cg, const dt_site_t *sp)
{
	dt_ktp_rawarg(cg, BPF_REG_7, 2);
	if (dt_ktp_member(cg, BPF_REG_7, "k_sigaction", "sa.sa_handler",
	    8) != 0)
		return -1;
	dt_ktp_drop_if(cg, BPF_JLE, BPF_REG_7, 1);
	dt_ktp_setarg(cg, 2, BPF_REG_7);
	return 0;
}

static const dt_kprobe_t dt_proc_probes[] = {
	{ "create", "sched_process_fork", NULL, 0, 0, 1, { DT_PSINFO(1) },
	    dt_proc_create, NULL, NULL },
	{ "exec", "sys_enter", NULL, 0, 1, 1,
	    { { DT_KA_EMIT, "string", NULL } }, dt_proc_exec, NULL, NULL },
	{ "exec-failure", "sys_exit", NULL, 0, 0, 1,
	    { { DT_KA_EMIT, "int", NULL } }, dt_proc_exec_failure, NULL, NULL },
	{ "exec-success", "sched_process_exec", NULL, 0, 0, 0, { { 0 } },
	    NULL, NULL, NULL },
	{ "exit", "sched_process_exit", NULL, 0, 0, 1,
	    { { DT_KA_EMIT, "int", NULL } }, dt_proc_exit, NULL, NULL },
	{ "lwp-create", "sched_process_fork", NULL, 0, 0, 2,
	    { DT_LWPSINFO(1), DT_PSINFO(1) }, dt_proc_lwp_create, NULL, NULL },
	{ "lwp-exit", "sched_process_exit", NULL, 0, 0, 0, { { 0 } },
	    dt_proc_lwp_exit, NULL, NULL },
	{ "lwp-start", "sys_exit", NULL, 0, 0, 0, { { 0 } }, dt_proc_lwp_start,
	    NULL, NULL },
	{ "signal-discard", "signal_generate", NULL, 1, 0, 3,
	    { DT_LWPSINFO(2), DT_PSINFO(2), { 0, "int", NULL } },
	    dt_proc_sig_discarded, NULL, NULL },
	{ "signal-handle", "signal_deliver", NULL, 0, 0, 3,
	    { { 0, "int", NULL }, { 1, "struct kernel_siginfo *", NULL },
	    { DT_KA_EMIT, "void (*)(void)", NULL } }, dt_proc_sig_handle, NULL, NULL },
	{ "signal-send", "signal_generate", NULL, 1, 0, 3,
	    { DT_LWPSINFO(2), DT_PSINFO(2), { 0, "int", NULL } },
	    dt_proc_sig_sent, NULL, NULL },
	{ "start", "sys_exit", NULL, 0, 0, 0, { { 0 } }, dt_proc_start, NULL, NULL },
};

const dt_kprov_t dt_prov_proc = {
	.kv_impl = {
		.pi_name = "proc",
		/* as illumos's sdt providers: the descriptions' are the
		 * least stable of their parts' (modules and functions are
		 * Private, Unknown) */
		.pi_attr = { "Private", "Private", "Unknown",
		    "Evolving", "Evolving", "ISA" },
		DT_KTP_OPS,
	},
	.kv_probes = dt_proc_probes,
	.kv_nprobes = sizeof(dt_proc_probes) / sizeof(dt_proc_probes[0]),
};
