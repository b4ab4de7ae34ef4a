/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_prov_lockstat.c -- the lockstat provider on the kernel's lock
 * contention tracepoints.
 *
 * contention_begin(lock, flags) and contention_end(lock, ret) bracket a
 * wait for a lock.  A companion program on contention_begin records, per
 * thread, when the wait began, on which lock and of what kind (the
 * LCB_F_* flags); each lockstat probe runs at contention_end, finds that
 * record for the same lock and fires with the time waited if the lock is
 * of its kind:
 *	adaptive-spin	a mutex spun for		LCB_F_MUTEX | LCB_F_SPIN
 *	adaptive-block	a mutex slept for (rt_mutex too) LCB_F_MUTEX or LCB_F_RT
 *	spin-spin	a spinlock spun for		LCB_F_SPIN
 *	rw-spin		an rwlock_t spun for		LCB_F_SPIN | READ/WRITE
 *	rw-block	an rw_semaphore slept for	LCB_F_READ or LCB_F_WRITE
 * Lock acquisition and release have no tracepoint (lockdep's need
 * CONFIG_LOCKDEP): the *-acquire and *-release probes are refused.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <bpf/bpf.h>

#include "dt_ktp.h"

/* include/trace/events/lock.h */
#define LCB_F_SPIN	(1 << 0)
#define LCB_F_READ	(1 << 1)
#define LCB_F_WRITE	(1 << 2)
#define LCB_F_RT	(1 << 3)
#define LCB_F_MUTEX	(1 << 5)

#define DT_LS_WAITS	16384	/* threads waiting at once, at most */
#define DT_LS_KEY	(DCTX_REGS + 32)	/* dctx slot of the map key */

/* what the companion program records: the value of the waits map */
typedef struct dt_ls_wait {
	uint64_t w_start;
	uint64_t w_flags;
	uint64_t w_lock;
} dt_ls_wait_t;

typedef struct dt_ls_site {
	int ls_map_fd;
	int ls_prog_fd;
	int ls_link_fd;
} dt_ls_site_t;

static void
dt_ls_release(dt_site_t *sp)
{
	dt_ls_site_t *ls = sp->s_data;

	if (ls == NULL)
		return;
	if (ls->ls_link_fd >= 0)
		close(ls->ls_link_fd);
	if (ls->ls_prog_fd >= 0)
		close(ls->ls_prog_fd);
	if (ls->ls_map_fd >= 0)
		close(ls->ls_map_fd);
	free(ls);
	sp->s_data = NULL;
}

/* the companion program on contention_begin(lock, flags) */
static int
dt_ls_companion(dtrace_hdl_t *dtp, dt_ls_site_t *ls)
{
	dt_as_t as;
	int fd = -1;

	dt_as_init(&as);
	dt_as_emit(&as, I_MOV64_REG(BPF_REG_6, BPF_REG_1));
	dt_as_emit(&as, I_CALL(BPF_FUNC_get_current_pid_tgid));
	dt_as_emit(&as, I_STX(BPF_W, BPF_REG_FP, BPF_REG_0, -4));
	dt_as_emit(&as, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_6, 0));
	dt_as_emit(&as, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_1, -16));
	dt_as_emit(&as, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_6, 8));
	dt_as_emit(&as, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_1, -24));
	dt_as_emit(&as, I_CALL(BPF_FUNC_ktime_get_ns));
	dt_as_emit(&as, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_0, -32));
	dt_as_ld_map(&as, BPF_REG_1, ls->ls_map_fd);
	dt_as_emit(&as, I_MOV64_REG(BPF_REG_2, BPF_REG_FP));
	dt_as_emit(&as, I_ALU64_IMM(BPF_ADD, BPF_REG_2, -4));
	dt_as_emit(&as, I_MOV64_REG(BPF_REG_3, BPF_REG_FP));
	dt_as_emit(&as, I_ALU64_IMM(BPF_ADD, BPF_REG_3, -32));
	dt_as_emit(&as, I_MOV64_IMM(BPF_REG_4, BPF_ANY));
	dt_as_emit(&as, I_CALL(BPF_FUNC_map_update_elem));
	dt_as_emit(&as, I_MOV64_IMM(BPF_REG_0, 0));
	dt_as_emit(&as, I_EXIT());
	if (dt_as_link(&as) == 0)
		fd = bpf_prog_load(BPF_PROG_TYPE_RAW_TRACEPOINT, "dt_lockwait",
		    "GPL", as.as_insns, as.as_n, NULL);
	dt_as_fini(&as);
	if (fd < 0)
		return dt_set_errmsg(dtp, EDT_BPF, "cannot load the lock wait "
		    "recorder: %s", strerror(errno));
	ls->ls_prog_fd = fd;
	if ((ls->ls_link_fd = bpf_raw_tracepoint_open("contention_begin",
	    fd)) < 0)
		return dt_set_errmsg(dtp, EDT_BPF, "cannot attach to raw "
		    "tracepoint contention_begin: %s", strerror(errno));
	return 0;
}

static int
dt_ls_prepare(dtrace_hdl_t *dtp, dt_site_t *sp)
{
	dt_ls_site_t *ls;

	if ((ls = malloc(sizeof(*ls))) == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	ls->ls_prog_fd = ls->ls_link_fd = -1;
	sp->s_data = ls;
	ls->ls_map_fd = bpf_map_create(BPF_MAP_TYPE_LRU_HASH, "dt_lockwaits",
	    sizeof(uint32_t), sizeof(dt_ls_wait_t), DT_LS_WAITS, NULL);
	if (ls->ls_map_fd < 0)
		return dt_set_errmsg(dtp, EDT_BPF, "cannot create the lock "
		    "wait map: %s", strerror(errno));
	return dt_ls_companion(dtp, ls);
}

/*
 * At contention_end(lock, ret): R7 = the time waited, R8 = the wait's
 * flags; drop the event if this thread's recorded wait is not for this
 * lock.
 */
static void
dt_ls_waited(dt_cg_t *cg, const dt_site_t *sp)
{
	const dt_ls_site_t *ls = sp->s_data;
	dt_as_t *as = &cg->cg_as;

	dt_as_emit(as, I_CALL(BPF_FUNC_get_current_pid_tgid));
	dt_as_emit(as, I_STX(BPF_W, BPF_REG_9, BPF_REG_0, DT_LS_KEY));
	dt_as_ld_map(as, BPF_REG_1, ls->ls_map_fd);
	dt_as_emit(as, I_MOV64_REG(BPF_REG_2, BPF_REG_9));
	dt_as_emit(as, I_ALU64_IMM(BPF_ADD, BPF_REG_2, DT_LS_KEY));
	dt_as_emit(as, I_CALL(BPF_FUNC_map_lookup_elem));
	dt_ktp_drop_if(cg, BPF_JEQ, BPF_REG_0, 0);
	dt_as_emit(as, I_LDX(BPF_DW, BPF_REG_7, BPF_REG_0, 0));
	dt_as_emit(as, I_LDX(BPF_DW, BPF_REG_8, BPF_REG_0, 8));
	dt_as_emit(as, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_0, 16));
	dt_ktp_rawarg(cg, BPF_REG_2, 0);
	dt_as_jump(as, I_JMP_REG(BPF_JNE, BPF_REG_1, BPF_REG_2), cg->cg_exit);
	dt_as_emit(as, I_CALL(BPF_FUNC_ktime_get_ns));
	dt_as_emit(as, I_ALU64_REG(BPF_SUB, BPF_REG_0, BPF_REG_7));
	dt_as_emit(as, I_MOV64_REG(BPF_REG_7, BPF_REG_0));
	dt_ktp_setarg(cg, 1, BPF_REG_7);
}

/* drop unless (R8 & mask) == want */
static void
dt_ls_kind(dt_cg_t *cg, int32_t mask, int32_t want)
{
	dt_as_emit(&cg->cg_as, I_MOV64_REG(BPF_REG_1, BPF_REG_8));
	dt_as_emit(&cg->cg_as, I_ALU64_IMM(BPF_AND, BPF_REG_1, mask));
	dt_ktp_drop_if(cg, BPF_JNE, BPF_REG_1, want);
}

static int
dt_ls_adaptive_spin(dt_cg_t *cg, const dt_site_t *sp)
{
	dt_ls_waited(cg, sp);
	dt_ls_kind(cg, LCB_F_MUTEX | LCB_F_SPIN, LCB_F_MUTEX | LCB_F_SPIN);
	return 0;
}

static int
dt_ls_adaptive_block(dt_cg_t *cg, const dt_site_t *sp)
{
	uint32_t ok = dt_as_label(&cg->cg_as);

	dt_ls_waited(cg, sp);
	dt_as_emit(&cg->cg_as, I_MOV64_REG(BPF_REG_1, BPF_REG_8));
	dt_as_emit(&cg->cg_as, I_ALU64_IMM(BPF_AND, BPF_REG_1,
	    LCB_F_MUTEX | LCB_F_SPIN));
	dt_as_jump(&cg->cg_as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, LCB_F_MUTEX), ok);
	dt_ls_kind(cg, LCB_F_RT | LCB_F_SPIN, LCB_F_RT);
	dt_as_place(&cg->cg_as, ok);
	return 0;
}

static int
dt_ls_spin_spin(dt_cg_t *cg, const dt_site_t *sp)
{
	dt_ls_waited(cg, sp);
	dt_ls_kind(cg, LCB_F_SPIN | LCB_F_MUTEX | LCB_F_RT | LCB_F_READ |
	    LCB_F_WRITE, LCB_F_SPIN);
	return 0;
}

/* args[2]: whether the rwlock was wanted for writing */
static void
dt_ls_writer(dt_cg_t *cg)
{
	dt_as_emit(&cg->cg_as, I_MOV64_REG(BPF_REG_1, BPF_REG_8));
	dt_as_emit(&cg->cg_as, I_ALU64_IMM(BPF_RSH, BPF_REG_1, 2));
	dt_as_emit(&cg->cg_as, I_ALU64_IMM(BPF_AND, BPF_REG_1, 1));
	dt_ktp_setarg(cg, 2, BPF_REG_1);
}

static int
dt_ls_rw(dt_cg_t *cg, const dt_site_t *sp, int32_t spin)
{
	uint32_t ok = dt_as_label(&cg->cg_as);

	dt_ls_waited(cg, sp);
	dt_ls_kind(cg, LCB_F_SPIN | LCB_F_MUTEX | LCB_F_RT, spin);
	dt_as_emit(&cg->cg_as, I_MOV64_REG(BPF_REG_1, BPF_REG_8));
	dt_as_emit(&cg->cg_as, I_ALU64_IMM(BPF_AND, BPF_REG_1,
	    LCB_F_READ | LCB_F_WRITE));
	dt_as_jump(&cg->cg_as, I_JMP_IMM(BPF_JNE, BPF_REG_1, 0), ok);
	dt_as_jump(&cg->cg_as, I_JA(), cg->cg_exit);
	dt_as_place(&cg->cg_as, ok);
	dt_ls_writer(cg);
	return 0;
}

static int
dt_ls_rw_spin(dt_cg_t *cg, const dt_site_t *sp)
{
	return dt_ls_rw(cg, sp, LCB_F_SPIN);
}

static int
dt_ls_rw_block(dt_cg_t *cg, const dt_site_t *sp)
{
	return dt_ls_rw(cg, sp, 0);
}

#define DT_LS_WAIT(name, type, emit) \
	{ name, "contention_end", NULL, 1, 0, 2, \
	    { { 0, type, NULL }, { DT_KA_EMIT, "uint64_t", NULL } }, \
	    emit, dt_ls_prepare, dt_ls_release }
#define DT_LS_RWWAIT(name, type, emit) \
	{ name, "contention_end", NULL, 1, 0, 3, \
	    { { 0, type, NULL }, { DT_KA_EMIT, "uint64_t", NULL }, \
	    { DT_KA_EMIT, "int", NULL } }, emit, dt_ls_prepare, dt_ls_release }
#define DT_LS_NONE(name) \
	{ name, NULL, "the kernel has no tracepoint where a lock is " \
	    "acquired or released (lockdep's need CONFIG_LOCKDEP)", 0, 0, 0, \
	    { { 0 } }, NULL, NULL, NULL }

static const dt_kprobe_t dt_ls_probes[] = {
	DT_LS_NONE("adaptive-acquire"),
	DT_LS_WAIT("adaptive-block", "struct mutex *", dt_ls_adaptive_block),
	DT_LS_NONE("adaptive-release"),
	DT_LS_WAIT("adaptive-spin", "struct mutex *", dt_ls_adaptive_spin),
	DT_LS_NONE("rw-acquire"),
	DT_LS_RWWAIT("rw-block", "struct rw_semaphore *", dt_ls_rw_block),
	DT_LS_NONE("rw-downgrade"),
	DT_LS_NONE("rw-release"),
	DT_LS_RWWAIT("rw-spin", "rwlock_t *", dt_ls_rw_spin),
	DT_LS_NONE("rw-upgrade"),
	DT_LS_NONE("spin-acquire"),
	DT_LS_NONE("spin-release"),
	DT_LS_WAIT("spin-spin", "spinlock_t *", dt_ls_spin_spin),
};

const dt_kprov_t dt_prov_lockstat = {
	.kv_impl = {
		.pi_name = "lockstat",
		.pi_attr = { "Evolving", "Evolving", "Common",
		    "Evolving", "Evolving", "Common" },
		DT_KTP_OPS,
	},
	.kv_probes = dt_ls_probes,
	.kv_nprobes = sizeof(dt_ls_probes) / sizeof(dt_ls_probes[0]),
};
