/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_cg_builtin.c -- code for built-in variables and subroutines.
 *
 * Each routine leaves its value in a hardware register (a string: the
 * address of a canonical, zero-padded buffer); see dt_ident.c for the
 * table that names them.
 */
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "dt_cg_impl.h"
#include "dt_impl.h"
#include "dt_ident.h"
#include "dt_symfmt.h"

static void
dt_cg_arg(dt_cgx_t *cx, int reg, int n)
{
	dt_cg_ld9(cx, BPF_DW, reg, DCTX_ARGS + 8 * n);
}

void dt_cg_bi_arg0(dt_cgx_t *cx, int reg) { dt_cg_arg(cx, reg, 0); }
void dt_cg_bi_arg1(dt_cgx_t *cx, int reg) { dt_cg_arg(cx, reg, 1); }
void dt_cg_bi_arg2(dt_cgx_t *cx, int reg) { dt_cg_arg(cx, reg, 2); }
void dt_cg_bi_arg3(dt_cgx_t *cx, int reg) { dt_cg_arg(cx, reg, 3); }
void dt_cg_bi_arg4(dt_cgx_t *cx, int reg) { dt_cg_arg(cx, reg, 4); }
void dt_cg_bi_arg5(dt_cgx_t *cx, int reg) { dt_cg_arg(cx, reg, 5); }
void dt_cg_bi_arg6(dt_cgx_t *cx, int reg) { dt_cg_arg(cx, reg, 6); }
void dt_cg_bi_arg7(dt_cgx_t *cx, int reg) { dt_cg_arg(cx, reg, 7); }
void dt_cg_bi_arg8(dt_cgx_t *cx, int reg) { dt_cg_arg(cx, reg, 8); }
void dt_cg_bi_arg9(dt_cgx_t *cx, int reg) { dt_cg_arg(cx, reg, 9); }

/* call a helper that returns its value in R0, move it to reg */
static void
dt_cg_helper(dt_cgx_t *cx, int reg, int helper)
{
	dt_cg_call(cx, helper);
	if (reg != BPF_REG_0)
		EMIT(cx, I_MOV64_REG(reg, BPF_REG_0));
}

void
dt_cg_bi_pid(dt_cgx_t *cx, int reg)
{
	dt_cg_helper(cx, reg, BPF_FUNC_get_current_pid_tgid);
	EMIT(cx, I_ALU64_IMM(BPF_RSH, reg, 32));
}

void
dt_cg_bi_tid(dt_cgx_t *cx, int reg)
{
	dt_cg_helper(cx, reg, BPF_FUNC_get_current_pid_tgid);
	EMIT(cx, I_MOV32_REG(reg, reg));
}

void
dt_cg_bi_uid(dt_cgx_t *cx, int reg)
{
	dt_cg_helper(cx, reg, BPF_FUNC_get_current_uid_gid);
	EMIT(cx, I_MOV32_REG(reg, reg));
}

void
dt_cg_bi_gid(dt_cgx_t *cx, int reg)
{
	dt_cg_helper(cx, reg, BPF_FUNC_get_current_uid_gid);
	EMIT(cx, I_ALU64_IMM(BPF_RSH, reg, 32));
}

void
dt_cg_bi_cpu(dt_cgx_t *cx, int reg)
{
	EMIT(cx, I_LDX(BPF_W, reg, BPF_REG_9, DCTX_CPU));
}

void
dt_cg_bi_id(dt_cgx_t *cx, int reg)
{
	EMIT(cx, I_LDX(BPF_W, reg, BPF_REG_9, DCTX_PRID));
}

void
dt_cg_bi_timestamp(dt_cgx_t *cx, int reg)
{
	uint32_t done = dt_as_label(cx->as);

	if (cx->dtp->dt_lops->lo_flags & DT_LF_FRESHTIME) {
		dt_cg_helper(cx, reg, BPF_FUNC_ktime_get_ns);
		return;
	}
	/* read once per firing: every clause of it sees the same value */
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_0, BPF_REG_9, DT_DC_TS));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_0, 0), done);
	dt_cg_call(cx, BPF_FUNC_ktime_get_ns);
	EMIT(cx, I_STX(BPF_DW, BPF_REG_9, BPF_REG_0, DT_DC_TS));
	dt_as_place(cx->as, done);
	if (reg != BPF_REG_0)
		EMIT(cx, I_MOV64_REG(reg, BPF_REG_0));
}

void
dt_cg_bi_walltimestamp(dt_cgx_t *cx, int reg)
{
	dt_cg_call(cx, BPF_FUNC_ktime_get_boot_ns);
	dt_as_ld64(cx->as, BPF_REG_1, cx->dtp->dt_boot2real);
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_0, BPF_REG_1));
	if (reg != BPF_REG_0)
		EMIT(cx, I_MOV64_REG(reg, BPF_REG_0));
}

/* bt's cgroup: the id of the current task's cgroup (v2) */
void
dt_cg_bi_btcgroup(dt_cgx_t *cx, int reg)
{
	dt_cg_helper(cx, reg, BPF_FUNC_get_current_cgroup_id);
}

/* bt's ctx: the program's context, kept at its start */
void
dt_cg_bi_btctx(dt_cgx_t *cx, int reg)
{
	EMIT(cx, I_LDX(BPF_DW, reg, BPF_REG_FP, DT_STK_CTX));
}

/* bt's probe in a clause of kfunc:/kretfunc: probes: the probe's id
 * with the high bits of DT_BT_FPROBE set (bt names it kfunc:MOD:FUNC) */
void
dt_cg_bi_btfprobe(dt_cgx_t *cx, int reg)
{
	dt_cg_bi_id(cx, reg);
	EMIT(cx, I_ALU64_IMM(BPF_OR, reg, INT32_MIN));
}

/* bt's numaid: the NUMA node of the current CPU */
void
dt_cg_bi_btnumaid(dt_cgx_t *cx, int reg)
{
	dt_cg_helper(cx, reg, BPF_FUNC_get_numa_node_id);
}

/* bt's rand: a 32-bit pseudo-random number (all 32 bits, unlike D's
 * rand(), an int never negative), a uint64 as bt's built-ins are */
void
dt_cg_bi_btrand(dt_cgx_t *cx, int reg)
{
	dt_cg_helper(cx, reg, BPF_FUNC_get_prandom_u32);
}

/* bt's jiffies: the kernel's 64-bit jiffies counter */
void
dt_cg_bi_btjiffies(dt_cgx_t *cx, int reg)
{
	dt_cg_helper(cx, reg, BPF_FUNC_jiffies64);
}

/* bt's nsecs(boot): nanoseconds since boot, suspended time included */
void
dt_cg_bi_btnsboot(dt_cgx_t *cx, int reg)
{
	dt_cg_helper(cx, reg, BPF_FUNC_ktime_get_boot_ns);
}

/* bt's nsecs(tai): CLOCK_TAI (Linux 6.1) */
void
dt_cg_bi_btnstai(dt_cgx_t *cx, int reg)
{
	dt_cg_helper(cx, reg, BPF_FUNC_ktime_get_tai_ns);
}

/* bt's nsecs(sw_tai): the boot clock plus TAI's offset from it, measured
 * when the session opened (for kernels without nsecs(tai)'s helper) */
void
dt_cg_bi_btnsswtai(dt_cgx_t *cx, int reg)
{
	dt_cg_call(cx, BPF_FUNC_ktime_get_boot_ns);
	dt_as_ld64(cx->as, BPF_REG_1, cx->dtp->dt_boot2tai);
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_0, BPF_REG_1));
	if (reg != BPF_REG_0)
		EMIT(cx, I_MOV64_REG(reg, BPF_REG_0));
}

/*
 * The current thread's ids as the PID namespace of the tracer sees them
 * (bpf_get_ns_current_pid_tgid: 0 if the thread is not in it): the
 * thread's (tid) or its process's
 */
static void
dt_cg_nsids(dt_cgx_t *cx, int reg, int tgid)
{
	uint32_t tmp = dt_cg_tmp(cx, 8);
	struct stat st;

	if (stat("/proc/self/ns/pid", &st) != 0)
		st.st_dev = st.st_ino = 0;	/* matches no namespace */
	dt_as_ld64(cx->as, BPF_REG_1, (uint64_t)st.st_dev);
	dt_as_ld64(cx->as, BPF_REG_2, (uint64_t)st.st_ino);
	dt_cg_dctx_ptr(cx, BPF_REG_3, tmp);
	EMIT(cx, I_MOV64_IMM(BPF_REG_4, 8));
	dt_cg_call(cx, BPF_FUNC_get_ns_current_pid_tgid);
	dt_cg_ld9(cx, BPF_W, reg, tmp + (tgid ? 4 : 0));
}

void
dt_cg_bi_btpidns(dt_cgx_t *cx, int reg)
{
	dt_cg_nsids(cx, reg, 1);
}

void
dt_cg_bi_bttidns(dt_cgx_t *cx, int reg)
{
	dt_cg_nsids(cx, reg, 0);
}

/* bt's elapsed: nanoseconds since tracing started (DT_BT_START) */
void
dt_cg_bi_btelapsed(dt_cgx_t *cx, int reg)
{
	const dt_var_t *vp;

	for (vp = cx->pp->p_vars; vp != NULL; vp = vp->v_next)
		if (vp->v_kind == DT_VAR_GLOBAL &&
		    strcmp(vp->v_name, DT_BT_START) == 0)
			break;
	dt_cg_call(cx, BPF_FUNC_ktime_get_ns);
	if (vp != NULL) {
		dt_as_ld_map_value(cx->as, BPF_REG_1, cx->pp->p_globals_fd,
		    vp->v_off);
		EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_1, 0));
		EMIT(cx, I_ALU64_REG(BPF_SUB, BPF_REG_0, BPF_REG_1));
	}
	if (reg != BPF_REG_0)
		EMIT(cx, I_MOV64_REG(reg, BPF_REG_0));
}

void
dt_cg_bi_execname(dt_cgx_t *cx, int reg)
{
	uint32_t tmp = dt_cg_tmp(cx, 16);

	dt_cg_dctx_ptr(cx, BPF_REG_1, tmp);
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, 16));
	dt_cg_call(cx, BPF_FUNC_get_current_comm);
	dt_cg_dctx_ptr(cx, reg, tmp);
}

/* the comm is at most 16 bytes and the helper NUL-pads it */
void
dt_cg_bi_execname_store(dt_cgx_t *cx, uint32_t off, uint32_t size)
{
	uint32_t n = size < 16 ? size : 16;

	dt_cg_dctx_ptr(cx, BPF_REG_1, off);
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)n));
	dt_cg_call(cx, BPF_FUNC_get_current_comm);
	if (n < size)
		dt_cg_zero_dctx(cx, off + n, size - n);
}

/*
 * Kernel fields of the current task, read through BTF offsets: each step
 * reads a pointer (or, last, a value of 'size' bytes) at type.member.
 */
typedef struct dt_kstep {
	const char *ks_type;
	const char *ks_member;
} dt_kstep_t;

static int
dt_cg_task_read(dt_cgx_t *cx, int reg, const dt_kstep_t *path, int n,
    uint32_t size)
{
	uint32_t tmp = dt_cg_tmp(cx, 8);
	int i;

	dt_cg_call(cx, BPF_FUNC_get_current_task);
	for (i = 0; i < n; i++) {
		uint32_t off;

		if (dt_btf_offset(cx->dtp, path[i].ks_type, path[i].ks_member,
		    &off) != 0) {
			cx->err = 1;
			return -1;
		}
		dt_cg_sti9(cx, BPF_DW, tmp, 0);
		EMIT(cx, I_MOV64_REG(BPF_REG_3, BPF_REG_0));
		EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_3, (int32_t)off));
		dt_cg_dctx_ptr(cx, BPF_REG_1, tmp);
		EMIT(cx, I_MOV64_IMM(BPF_REG_2, i == n - 1 ? (int32_t)size : 8));
		dt_cg_call(cx, BPF_FUNC_probe_read_kernel);
		dt_cg_ld9(cx, i == n - 1 && size == 4 ? BPF_W : BPF_DW, BPF_REG_0, tmp);
	}
	if (reg != BPF_REG_0)
		EMIT(cx, I_MOV64_REG(reg, BPF_REG_0));
	return 0;
}

void
dt_cg_bi_curthread(dt_cgx_t *cx, int reg)
{
	dt_cg_helper(cx, reg, BPF_FUNC_get_current_task);
}

void
dt_cg_bi_ppid(dt_cgx_t *cx, int reg)
{
	static const dt_kstep_t path[] = {
		{ "task_struct", "real_parent" }, { "task_struct", "tgid" }
	};

	dt_cg_task_read(cx, reg, path, 2, 4);
}

void
dt_cg_bi_vtimestamp(dt_cgx_t *cx, int reg)
{
	static const dt_kstep_t path[] = {
		{ "task_struct", "se.sum_exec_runtime" }
	};

	dt_cg_task_read(cx, reg, path, 1, 8);
}

/* probeprov & co: the pinfo map holds four zero-padded names per probe */
static void
dt_cg_pinfo(dt_cgx_t *cx, int reg, uint32_t field)
{
	uint32_t key = dt_cg_tmp(cx, 8);

	EMIT(cx, I_LDX(BPF_W, BPF_REG_1, BPF_REG_9, DCTX_PRID));
	dt_cg_st9(cx, BPF_W, BPF_REG_1, key);
	dt_as_ld_map(cx->as, BPF_REG_1, cx->pp->p_pinfo_fd);
	dt_cg_dctx_ptr(cx, BPF_REG_2, key);
	dt_cg_call(cx, BPF_FUNC_map_lookup_elem);
	{
		uint32_t ok = dt_as_label(cx->as), done = dt_as_label(cx->as);

		dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_0, 0), ok);
		/* cannot happen for an enabled probe: read as "" (the
		 * string table's start, zeroes of a string's size) */
		dt_as_ld_map_value(cx->as, BPF_REG_0, cx->pp->p_strtab_fd, 0);
		dt_as_jump(cx->as, I_JA(), done);
		dt_as_place(cx->as, ok);
		EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_0, (int32_t)field));
		dt_as_place(cx->as, done);
	}
	if (reg != BPF_REG_0)
		EMIT(cx, I_MOV64_REG(reg, BPF_REG_0));
}

void dt_cg_bi_probeprov(dt_cgx_t *cx, int reg) { dt_cg_pinfo(cx, reg, DT_PINFO_PROV); }
void dt_cg_bi_probemod(dt_cgx_t *cx, int reg) { dt_cg_pinfo(cx, reg, DT_PINFO_MOD); }
void dt_cg_bi_probefunc(dt_cgx_t *cx, int reg) { dt_cg_pinfo(cx, reg, DT_PINFO_FUNC); }
void dt_cg_bi_probename(dt_cgx_t *cx, int reg) { dt_cg_pinfo(cx, reg, DT_PINFO_NAME); }

/* copyinstr(addr[, maxlen]) (and bt's str(addr[, maxlen])) into a
 * zeroed temporary */
int
dt_cg_copyinstr(dt_cgx_t *cx, dt_node_t *call, int v)
{
	uint32_t cap = dt_node_type(call)->t_size, lim;
	uint32_t tmp;
	int w = -1, bt = strcmp(call->dn_string, "__bt_str") == 0;

	/* D: a buffer of strsize bytes, as DTrace's copyinstr() takes (at
	 * most strsize - 1 characters and the NUL) */
	lim = bt || cap < DT_STRSIZE(cx->dtp) ? cap : DT_STRSIZE(cx->dtp);

	if (dt_cg_expr(cx, call->dn_args, v) != 0)
		return -1;
	if (call->dn_args->dn_next != NULL) {
		w = dt_cg_valloc(cx);
		if (dt_cg_expr(cx, call->dn_args->dn_next, w) != 0)
			return -1;
	}
	tmp = dt_cg_tmp(cx, cap);
	dt_cg_zero_dctx(cx, tmp, cap);
	if (w >= 0) {
		uint32_t ok = dt_as_label(cx->as), pos = dt_as_label(cx->as);

		/* D: maxlen is scratch memory DTrace takes for the string;
		 * past scratchsize, the fault "out of scratch space" */
		if (!bt) {
			uint32_t fits = dt_as_label(cx->as);

			dt_cg_vto(cx, BPF_REG_2, w);
			dt_as_jump(cx->as, I_JMP_IMM(BPF_JLE, BPF_REG_2,
			    (int32_t)DT_SCRATCH(cx->dtp)), fits);
			EMIT(cx, I_ST(BPF_DW, BPF_REG_9, DT_DC_FAULT + 8, 0));
			dt_cg_fault(cx, DT_FAULT_NOSCRATCH);
			dt_as_place(cx->as, fits);
		}
		/* size = clamp(maxlen + 1, 1, lim): room for the NUL */
		dt_cg_vto(cx, BPF_REG_2, w);
		EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_2, 1));
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JSGT, BPF_REG_2, 0), pos);
		EMIT(cx, I_MOV64_IMM(BPF_REG_2, 1));
		dt_as_place(cx->as, pos);
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JLE, BPF_REG_2, (int32_t)lim), ok);
		EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)lim));
		dt_as_place(cx->as, ok);
		dt_cg_vfree(cx, w);
	} else
		EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)lim));
	dt_cg_vto(cx, BPF_REG_3, v);
	dt_cg_dctx_ptr(cx, BPF_REG_1, tmp);
	/* bt's str() reads user or kernel memory alike, and what it cannot
	 * read is "" (the temporary is zeroed, the helper zeroes it again) */
	if (bt)
		cx->dtp->dt_lops->lo_cg->cl_read(cx, call, call->dn_args, 1,
		    BPF_FUNC_probe_read_str, 1);
	else
		dt_cg_call(cx, BPF_FUNC_probe_read_user_str);
	if (!bt)
		dt_cg_ureadcheck(cx, v);
	dt_cg_dctx_ptr(cx, BPF_REG_0, tmp);
	dt_cg_vset(cx, v, BPF_REG_0);
	return 0;
}

/*
 * errno: at a syscall's return, the error it returns (DTrace's errno of
 * the system call just made); 0 anywhere else, and after a success.
 */
void
dt_cg_bi_errno(dt_cgx_t *cx, int reg)
{
	uint32_t zero = dt_as_label(cx->as), done = dt_as_label(cx->as);

	if (cx->sp->s_impl->pi_has_errno == NULL ||
	    !cx->sp->s_impl->pi_has_errno(cx->sp)) {
		EMIT(cx, I_MOV64_IMM(reg, 0));
		return;
	}
	dt_cg_arg(cx, BPF_REG_0, 0);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JSGE, BPF_REG_0, 0), zero);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JSLT, BPF_REG_0, -4095), zero);
	EMIT(cx, I_NEG64(BPF_REG_0));
	dt_as_jump(cx->as, I_JA(), done);
	dt_as_place(cx->as, zero);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 0));
	dt_as_place(cx->as, done);
	if (reg != BPF_REG_0)
		EMIT(cx, I_MOV64_REG(reg, BPF_REG_0));
}

void
dt_cg_bi_epid(dt_cgx_t *cx, int reg)
{
	EMIT(cx, I_LDX(BPF_W, BPF_REG_1, BPF_REG_9, DCTX_PRID));
	dt_cg_epid(cx, cx->clause);
	if (reg != BPF_REG_0)
		EMIT(cx, I_MOV64_REG(reg, BPF_REG_0));
}

/* bpf_get_stack() into dctx[off, off + size); flags in R4 */
static void
dt_cg_get_stack_r4(dt_cgx_t *cx, uint32_t off, uint32_t size)
{
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_FP, DT_STK_CTX));
	dt_cg_dctx_ptr(cx, BPF_REG_2, off);
	EMIT(cx, I_MOV64_IMM(BPF_REG_3, (int32_t)size));
	dt_cg_call(cx, BPF_FUNC_get_stack);
}

/*
 * Jump to 'no' unless R1 is in the raw tracepoint's own functions:
 * __bpf_trace_<tp>() (not there when it tail-calls bpf_trace_run<n>) and
 * __traceiter_<tp>() (there only when the tracepoint has several probes).
 */
static void
dt_cg_tp_glue(dt_cgx_t *cx, const uint64_t (*glue)[2], int n, uint32_t no)
{
	uint32_t yes = dt_as_label(cx->as);
	int i;

	for (i = 0; i < n; i++) {
		uint32_t next = dt_as_label(cx->as);

		dt_as_ld64(cx->as, BPF_REG_2, glue[i][0]);
		dt_as_jump(cx->as, I_JMP_REG(BPF_JLT, BPF_REG_1, BPF_REG_2),
		    next);
		dt_as_ld64(cx->as, BPF_REG_2, glue[i][0] + glue[i][1]);
		dt_as_jump(cx->as, I_JMP_REG(BPF_JLT, BPF_REG_1, BPF_REG_2),
		    yes);
		dt_as_place(cx->as, next);
	}
	dt_as_jump(cx->as, I_JA(), no);
	dt_as_place(cx->as, yes);
}

/*
 * At a pid probe on a function's first instruction or on a return
 * (DCTX_UENTRY), the frame pointers lead from the caller's caller: the caller's frame is
 * the return address on top of the user stack.  Frames 1.. of the stack
 * just taken move up one and it goes in at 1.  R0 (bytes taken) is kept
 * up to date.
 */
static void
dt_cg_ustack_entry(dt_cgx_t *cx, uint32_t off, uint32_t size)
{
	uint32_t done = dt_as_label(cx->as), full = dt_as_label(cx->as);
	uint32_t nfr = size / 8, i;
	uint32_t tmp = dt_cg_tmp(cx, 16);

	if (nfr < 2)
		return;
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_9, DCTX_UENTRY));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, 0), done);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JSLE, BPF_REG_0, 0), done);
	dt_cg_st9(cx, BPF_DW, BPF_REG_0, tmp);
	/* the return address: *(u64 *)regs->sp, read from user memory */
	dt_cg_sti9(cx, BPF_DW, tmp + 8, 0);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_FP, DT_STK_CTX));
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_3, PT_SP));
	dt_cg_dctx_ptr(cx, BPF_REG_1, tmp + 8);
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, 8));
	dt_cg_call(cx, BPF_FUNC_probe_read_user);
	dt_cg_ld9(cx, BPF_DW, BPF_REG_0, tmp);
	/* a caller without frame pointers may have been found already */
	dt_cg_ld9(cx, BPF_DW, BPF_REG_1, tmp + 8);
	dt_cg_ld9(cx, BPF_DW, BPF_REG_2, off + 8);
	dt_as_jump(cx->as, I_JMP_REG(BPF_JEQ, BPF_REG_1, BPF_REG_2), done);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, 0), done);
	for (i = nfr - 1; i >= 2; i--) {
		dt_cg_ld9(cx, BPF_DW, BPF_REG_2, off + 8 * (i - 1));
		dt_cg_st9(cx, BPF_DW, BPF_REG_2, off + 8 * i);
	}
	dt_cg_st9(cx, BPF_DW, BPF_REG_1, off + 8);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JSGE, BPF_REG_0, (int32_t)size), full);
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_0, 8));
	dt_as_place(cx->as, full);
	dt_as_place(cx->as, done);
}

/*
 * bpf_get_stack() of the user or kernel stack into dctx[off, off + size),
 * R0 = its result.  At a raw tracepoint the first two frames are looked at
 * first, and the stack is taken past those in the tracepoint's functions.
 */
static void
dt_cg_get_stack(dt_cgx_t *cx, uint32_t off, uint32_t size, int user)
{
	uint32_t skip = dt_provider_stack_skip(cx->sp) & BPF_F_SKIP_FIELD_MASK;
	static const char *const pfx[] = { "__bpf_trace_", "__traceiter_" };
	uint64_t glue[2][2];
	uint32_t tmp, take = dt_as_label(cx->as);
	char name[128];
	int i, n = 0;

	/* BEGIN, END, ERROR and tick-N run from dtrace's own system call:
	 * they interrupted no kernel code, so their kernel stack is empty
	 * (not dtrace's way into the kernel to run them) */
	if (!user && cx->sp != NULL && dt_site_in_consumer(cx->sp)) {
		dt_cg_zero_dctx(cx, off, size);
		EMIT(cx, I_MOV64_IMM(BPF_REG_0, 0));
		return;
	}
	if (!user && cx->sp != NULL && cx->sp->s_tpname != NULL) {
		for (i = 0; i < 2; i++) {
			snprintf(name, sizeof(name), "%s%s", pfx[i],
			    cx->sp->s_tpname);
			if (dt_symfmt_kaddr(cx->dtp, name, &glue[n][0],
			    &glue[n][1]) == 0 && glue[n][1] != 0)
				n++;
		}
	}
	EMIT(cx, I_MOV64_IMM(BPF_REG_4, user ? BPF_F_USER_STACK : (int)skip));
	if (user && cx->sp != NULL &&
	    (cx->sp->s_impl->pi_flags & DT_PF_UENTRY)) {
		dt_cg_get_stack_r4(cx, off, size);
		dt_cg_ustack_entry(cx, off, size);
		return;
	}
	if (n > 0) {
		tmp = dt_cg_tmp(cx, 16);
		dt_cg_zero_dctx(cx, tmp, 16);
		dt_cg_get_stack_r4(cx, tmp, 16);
		EMIT(cx, I_MOV64_IMM(BPF_REG_4, (int)skip));
		for (i = 0; i < 2; i++) {
			dt_cg_ld9(cx, BPF_DW, BPF_REG_1, tmp + 8 * i);
			dt_cg_tp_glue(cx, glue, n, take);
			EMIT(cx, I_MOV64_IMM(BPF_REG_4, (int)skip + i + 1));
		}
		dt_as_place(cx->as, take);
	}
	dt_cg_get_stack_r4(cx, off, size);
}

/* R0 = frame 'n' of the kernel (or user) stack, 0 if there is none; or,
 * with n < 0, the depth of that stack, counted up to maxframes frames */
static void
dt_cg_stack(dt_cgx_t *cx, int reg, int user, int n)
{
	uint32_t frames = (uint32_t)cx->dtp->dt_options[DT_OPT_MAXFRAMES];
	uint32_t tmp, ok = dt_as_label(cx->as);

	if (n >= 0)
		frames = (uint32_t)n + 1;
	if (frames < 1 || frames > DT_MAXFRAMES)
		frames = frames < 1 ? 1 : DT_MAXFRAMES;
	tmp = dt_cg_tmp(cx, 8 * frames);
	dt_cg_sti9(cx, BPF_DW, tmp + 8 * (frames - 1), 0);
	dt_cg_get_stack(cx, tmp, 8 * frames, user);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JSGE, BPF_REG_0, 0), ok);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 0));
	dt_as_place(cx->as, ok);
	if (n < 0)
		EMIT(cx, I_ALU64_IMM(BPF_RSH, BPF_REG_0, 3));
	else {
		uint32_t have = dt_as_label(cx->as);

		/* fewer frames than asked for: 0 */
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JSGE, BPF_REG_0,
		    (int32_t)(8 * frames)), have);
		dt_cg_sti9(cx, BPF_DW, tmp + 8 * n, 0);
		dt_as_place(cx->as, have);
		dt_cg_ld9(cx, BPF_DW, BPF_REG_0, tmp + 8 * n);
	}
	if (reg != BPF_REG_0)
		EMIT(cx, I_MOV64_REG(reg, BPF_REG_0));
}

void dt_cg_bi_stackdepth(dt_cgx_t *cx, int reg) { dt_cg_stack(cx, reg, 0, -1); }
void dt_cg_bi_ustackdepth(dt_cgx_t *cx, int reg) { dt_cg_stack(cx, reg, 1, -1); }
void dt_cg_bi_caller(dt_cgx_t *cx, int reg) { dt_cg_stack(cx, reg, 0, 1); }
void dt_cg_bi_ucaller(dt_cgx_t *cx, int reg) { dt_cg_stack(cx, reg, 1, 1); }

/*
 * The first time a pid shows up in a user stack or symbol, tell the
 * consumer (a DT_REC_UPID record) so that it reads the process's memory
 * map while the process lives: it may be gone when the stack is printed.
 * A process is seen anew after each exec (the key holds the low half of
 * the task's self_exec_id above the pid): its new image has other
 * symbols.  The pid is in register reg; clobbers R0-R5.
 */
static void
dt_cg_upid(dt_cgx_t *cx, int reg)
{
	uint32_t seen = dt_as_label(cx->as), o_exec;

	EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, reg, DT_STK_KEY));
	if (dt_btf_offset(cx->dtp, "task_struct", "self_exec_id",
	    &o_exec) == 0) {
		dt_cg_call(cx, BPF_FUNC_get_current_task);
		EMIT(cx, I_MOV64_REG(BPF_REG_3, BPF_REG_0));
		EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_3, (int32_t)o_exec));
		EMIT(cx, I_MOV64_REG(BPF_REG_1, BPF_REG_FP));
		EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_1, DT_STK_KEY + 4));
		EMIT(cx, I_MOV64_IMM(BPF_REG_2, 4));
		dt_cg_call(cx, BPF_FUNC_probe_read_kernel);
	}
	dt_as_ld_map(cx->as, BPF_REG_1, cx->pp->p_upids_fd);
	EMIT(cx, I_MOV64_REG(BPF_REG_2, BPF_REG_FP));
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_2, DT_STK_KEY));
	dt_cg_call(cx, BPF_FUNC_map_lookup_elem);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_0, 0), seen);
	dt_as_ld_map(cx->as, BPF_REG_1, cx->pp->p_upids_fd);
	EMIT(cx, I_MOV64_REG(BPF_REG_2, BPF_REG_FP));
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_2, DT_STK_KEY));
	EMIT(cx, I_MOV64_REG(BPF_REG_3, BPF_REG_2));
	EMIT(cx, I_MOV64_IMM(BPF_REG_4, BPF_ANY));
	dt_cg_call(cx, BPF_FUNC_map_update_elem);
	/* the record: header (prid 0, clause DT_REC_UPID) then the pid, at
	 * DT_STK_KEY2 .. DT_STK_KEY + 8 */
	EMIT(cx, I_ST(BPF_W, BPF_REG_FP, DT_STK_KEY2, 0));
	EMIT(cx, I_ST(BPF_W, BPF_REG_FP, DT_STK_KEY2 + 4, DT_REC_UPID));
	dt_as_ld_map(cx->as, BPF_REG_1, cx->pp->p_rb_fd);
	EMIT(cx, I_MOV64_REG(BPF_REG_2, BPF_REG_FP));
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_2, DT_STK_KEY2));
	EMIT(cx, I_MOV64_IMM(BPF_REG_3, 16));
	EMIT(cx, I_MOV64_IMM(BPF_REG_4, 0));
	dt_cg_call(cx, BPF_FUNC_ringbuf_output);
	dt_as_place(cx->as, seen);
}

/*
 * stack(), ustack(), usym() ... written straight into the dctx slot of
 * 'size' bytes at off (a record field or a key): the pcs, zero-filled by
 * bpf_get_stack past the last frame; user values start with the pid.
 */
int
dt_cg_symstore(dt_cgx_t *cx, dt_node_t *call, uint32_t off, uint32_t size)
{
	const dt_type_t *t = &((const dt_sinfo_t *)call->dn_sema)->si_type;
	int user = t->t_sym != DT_SYM_STACK && t->t_sym != DT_SYM_SYM &&
	    t->t_sym != DT_SYM_MOD;
	int v, r;

	if (user) {
		dt_cg_call(cx, BPF_FUNC_get_current_pid_tgid);
		EMIT(cx, I_ALU64_IMM(BPF_RSH, BPF_REG_0, 32));
		dt_cg_st9(cx, BPF_DW, BPF_REG_0, off);
		dt_cg_upid(cx, BPF_REG_0);
		off += 8;
		size -= 8;
	}
	if (t->t_sym == DT_SYM_STACK || t->t_sym == DT_SYM_USTACK) {
		dt_cg_get_stack(cx, off, size, user);
		/* bt -k: bpftrace's stack id not taken */
		dt_cg_hcheck_how(cx, call, "get_stackid", 1, 2);
		return 0;
	}
	/* an address */
	v = dt_cg_valloc(cx);
	if (dt_cg_expr(cx, call->dn_args, v) != 0)
		return -1;
	r = dt_cg_vget(cx, v, BPF_REG_3);
	dt_cg_st9(cx, BPF_DW, r, off);
	dt_cg_vfree(cx, v);
	return 0;
}

/* sym(), mod() in an expression: the address itself; stacks and user
 * symbols exist only as records and keys */
int
dt_cg_symfn(dt_cgx_t *cx, dt_node_t *call, int v)
{
	const dt_type_t *t = &((const dt_sinfo_t *)call->dn_sema)->si_type;

	if (t->t_kind == DT_TK_STACK)
		return dt_cg_dnerror(cx, call, D_CG_EXPR,
		    "%s( ) may only be used as a "
		    "statement or as an aggregation key", call->dn_string);
	return dt_cg_expr(cx, call->dn_args, v);
}

/* uregs[] past pt_regs (R_DS ... R_TRAPNO in the D library): where the
 * kernel keeps them for the thread, in its task_struct */
static const struct {
	int32_t ur_index;
	const char *ur_path;
	uint32_t ur_size;
} dt_uregs_thread[] = {
	{ 21, "thread.ds", 2 },
	{ 22, "thread.es", 2 },
	{ 23, "thread.fsindex", 2 },
	{ 24, "thread.gsindex", 2 },
	{ 25, "thread.trap_nr", 8 },
};

/*
 * uregs[i] (user): the user registers the current thread entered the
 * kernel with, indexed as pt_regs lays them out (R_* in the D library),
 * then the thread's segment registers and trap number; regs[i] (!user):
 * the registers at a probe on a kprobe (its program's context), the same
 * way; 0 past them
 */
static int
dt_cg_ptregs(dt_cgx_t *cx, dt_node_t *call, int v, int user)
{
	uint32_t n = 21, tmp = dt_cg_tmp(cx, 8 * n), in = dt_as_label(cx->as);
	uint32_t done = dt_as_label(cx->as), off;
	size_t i;

	if (dt_cg_expr(cx, call->dn_args, v) != 0)
		return -1;
	if (user) {
		dt_cg_call(cx, BPF_FUNC_get_current_task_btf);
		EMIT(cx, I_MOV64_REG(BPF_REG_1, BPF_REG_0));
		dt_cg_call(cx, BPF_FUNC_task_pt_regs);
		EMIT(cx, I_MOV64_REG(BPF_REG_3, BPF_REG_0));
	} else {
		EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_FP, DT_STK_CTX));
	}
	dt_cg_dctx_ptr(cx, BPF_REG_1, tmp);
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)(8 * n)));
	dt_cg_call(cx, BPF_FUNC_probe_read_kernel);
	dt_cg_vto(cx, BPF_REG_1, v);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JLT, BPF_REG_1, (int32_t)n), in);
	for (i = 0; user && i < sizeof(dt_uregs_thread) /
	    sizeof(dt_uregs_thread[0]); i++) {
		uint32_t next = dt_as_label(cx->as);

		if (dt_btf_offset(cx->dtp, "task_struct",
		    dt_uregs_thread[i].ur_path, &off) != 0)
			continue;
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_1,
		    dt_uregs_thread[i].ur_index), next);
		dt_cg_sti9(cx, BPF_DW, tmp, 0);
		dt_cg_call(cx, BPF_FUNC_get_current_task);
		EMIT(cx, I_MOV64_REG(BPF_REG_3, BPF_REG_0));
		EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_3, (int32_t)off));
		dt_cg_dctx_ptr(cx, BPF_REG_1, tmp);
		EMIT(cx, I_MOV64_IMM(BPF_REG_2,
		    (int32_t)dt_uregs_thread[i].ur_size));
		dt_cg_call(cx, BPF_FUNC_probe_read_kernel);
		dt_cg_ld9(cx, BPF_DW, BPF_REG_0, tmp);
		dt_as_jump(cx->as, I_JA(), done);
		dt_as_place(cx->as, next);
	}
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 0));
	dt_as_jump(cx->as, I_JA(), done);
	dt_as_place(cx->as, in);
	EMIT(cx, I_ALU64_IMM(BPF_LSH, BPF_REG_1, 3));
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_0, BPF_REG_1,
	    dt_cg_dctx_at(cx, BPF_REG_1, BPF_REG_1, tmp)));
	dt_as_place(cx->as, done);
	dt_cg_vset(cx, v, BPF_REG_0);
	return 0;
}

int
dt_cg_uregs(dt_cgx_t *cx, dt_node_t *call, int v)
{
	return dt_cg_ptregs(cx, call, v, 1);
}

/* regs[]: only where the program's context is the registers */
int
dt_cg_regs(dt_cgx_t *cx, dt_node_t *call, int v)
{
	if (cx->sp == NULL || cx->sp->s_progtype != BPF_PROG_TYPE_KPROBE)
		return dt_cg_dnerror(cx, call, D_CG_EXPR, "regs[ ] is "
		    "available only at probes on kprobes (kinst, fbt)");
	return dt_cg_ptregs(cx, call, v, 0);
}
