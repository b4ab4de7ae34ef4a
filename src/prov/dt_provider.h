/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_provider.h -- probes, providers and attach sites.
 *
 * Every provider is one file in src/prov/ ending in a dt_provimpl_t, listed
 * in dt_providers[] (the registry, dt_provlist.c).  The core never switches on provider
 * names: it asks the ops table.
 *
 * A "site" is one attach point: one BPF program runs the clauses of every
 * enabled probe that shares the site (all syscall entry probes share the
 * raw tracepoint sys_enter; each profile-N probe is its own site).  The
 * provider emits the program's prologue, which finds the probe id and the
 * arguments, and attaches the loaded program.
 */
#ifndef DT_PROVIDER_H
#define DT_PROVIDER_H

#include <linux/bpf.h>
#include <stdint.h>

#include "dtrace.h"
#include "dt_gmatch.h"

struct dt_cg;
struct dt_as;

typedef struct dt_provider dt_provider_t;
typedef struct dt_site dt_site_t;

#define DT_MAXARGS	10

typedef struct dt_probe {
	uint32_t pr_id;			/* 1-based, stable for the handle's life */
	dt_provider_t *pr_prov;
	char *pr_mod, *pr_func, *pr_name;
	int pr_nargs;			/* -1: not known yet (see probe_info) */
	char *pr_argtypes[DT_MAXARGS];	/* native C types, e.g. "const char *" */
	char *pr_argnames[DT_MAXARGS];	/* their names, where the provider
					   knows them (a tracepoint's fields) */
	/* the type D shows for the argument when it is translated, e.g.
	 * "psinfo_t *" for a native "struct task_struct *"; NULL if not */
	char *pr_xargtypes[DT_MAXARGS];
	void *pr_priv;			/* provider private, freed with free() */
	char *pr_provname;		/* the provider's name for this probe
					   ("pid1234"), or NULL: pi_name */
	int pr_ustr;			/* bit N: a "string" argument N is the
					   address of a user-space string */
	uint64_t pr_data;		/* provider private (syscall nr, period ns, ...) */
	int pr_wantregs;		/* a clause reads regs[]: attach where
					   the registers are seen (fbt: on a
					   kprobe, not fentry) */
	int pr_wantfargs;		/* a clause reads the function's
					   arguments at its return (btrace's
					   kretfunc: args->): attach where
					   they are seen (fbt: fexit) */
	dt_site_t *pr_site;		/* while enabled */
} dt_probe_t;

#define DT_PERPROC_NAME	1
#define DT_PERPROC_ANY	2

typedef struct dt_provimpl {
	const char *pi_name;		/* "syscall" */
	/* DT_PERPROC_NAME: the provider's names are pi_name and a process
	 * id ("pid1234"), only such names are provided, not pi_name itself;
	 * DT_PERPROC_ANY: any name and a process id (USDT's "myprov1234") */
	int pi_perproc;
	/* stability, for -lv: of the probe descriptions (names, data,
	 * dependency class), then of the arguments */
	const char *pi_attr[6];
	/* Add the provider's probes (dt_probe_insert); called once, lazily,
	 * the first time probes are listed or matched. */
	int (*pi_populate)(dtrace_hdl_t *dtp, dt_provider_t *pvp);
	/* Create probes on demand for a description whose provider field
	 * matches (e.g. "profile-1234", "tick-5s").  May be NULL. */
	int (*pi_provide)(dtrace_hdl_t *dtp, dt_provider_t *pvp,
	    const dtrace_probedesc_t *pdp);
	/* Fill pr_nargs/pr_argtypes if still unknown.  May be NULL. */
	int (*pi_probe_info)(dtrace_hdl_t *dtp, dt_probe_t *prp);
	/* The site a probe is attached through: probes that write the same
	 * key share one program.  Returns the BPF program type. */
	enum bpf_prog_type (*pi_site_key)(const dt_probe_t *prp, char *key,
	    size_t keylen);
	/* Prepare a site before code generation (e.g. create the dispatch
	 * map for its probes).  May be NULL. */
	int (*pi_site_prepare)(dtrace_hdl_t *dtp, dt_site_t *sp);
	/* Emit the prologue; see the register contract in dt_cg.h. */
	int (*pi_prologue)(struct dt_cg *cg, dt_site_t *sp);
	/* Attach the loaded program (sp->s_prog_fd). */
	int (*pi_attach)(dtrace_hdl_t *dtp, dt_site_t *sp);
	/* Undo attach and prepare; must be safe after a failed attach. */
	void (*pi_detach)(dtrace_hdl_t *dtp, dt_site_t *sp);
	/* Free pv_data; NULL: it is one block for free(). */
	void (*pi_fini)(dt_provider_t *pvp);
	/* The file a user-space probe is in (its absolute path), or NULL.
	 * May be NULL. */
	const char *(*pi_probe_path)(const dt_probe_t *prp);

	/* What the core and the languages ask a provider instead of
	 * comparing its name.  Zero and NULL are the common answers. */
	int pi_flags;			/* DT_PF_* */
	int pi_bttype;			/* bt's family of its probes, DT_BT_* */
	/* Is sp a site whose program the consumer runs itself, on its own
	 * CPU (tick-N), rather than an event?  May be NULL: no (but see
	 * DT_PF_SPECIAL). */
	int (*pi_in_consumer)(const dt_site_t *sp);
	/* does the site fire once tracing is draining (dtrace:::END)? */
	int (*pi_draining)(const dt_site_t *sp);
	/* Do the programs of sp see a system call's error as errno (at
	 * its return)?  May be NULL: no. */
	int (*pi_has_errno)(const dt_site_t *sp);
	/* Another name the module of a probe answers to in descriptions
	 * (pid: the executable's file name for a.out), or NULL.  May be
	 * NULL: none. */
	const char *(*pi_modalias)(const dt_probe_t *prp);
	/* The address space a probe's arguments point into, DT_ARGS_*
	 * (prp NULL: a site without probes).  May be NULL: the kernel's. */
	int (*pi_argspace)(const dt_probe_t *prp);
	/* Why the kernel cannot trace the provider's probes, or NULL if it
	 * can; *fentry_ok (unless NULL): fentry/fexit programs load and
	 * attach.  Checked once.  May be NULL: nothing is refused. */
	const char *(*pi_refusal)(int *fentry_ok);
	/* bt's watchpoint:FUNC+argN, from the consumer (wp its description's
	 * module, function and name, "watchpoint:FUNC+argN:LEN-MODE"): a
	 * breakpoint on addr in the target process for the watchpoint's
	 * probe (*prpp), unless its last one was on addr; 0, or the errno of
	 * the failure.  May be NULL, with pi_unwatch. */
	int (*pi_watch_add)(dtrace_hdl_t *dtp, const char *wp, uint64_t addr,
	    const dt_probe_t **prpp);
	/* bt's unwatch(addr): every watchpoint's breakpoints on addr
	 * removed */
	void (*pi_unwatch)(dtrace_hdl_t *dtp, uint64_t addr);
	/* bt's -l uprobe:PATH:*: the functions of the object at path, as
	 * dtrace_uprobe_list() lists them.  May be NULL. */
	int (*pi_list_funcs)(dtrace_hdl_t *dtp, const char *path, int verbose,
	    dtrace_ufunc_f *f, void *arg);
	/* Does a description that matches prp also match another probe of
	 * the same code the provider prefers (pid: a function's aliases),
	 * so that prp is left out?  May be NULL: no. */
	int (*pi_shadowed)(const dt_probe_t *prp,
	    const dtrace_probedesc_t *pdp);
	/* How many places of the traced code a probe is (USDT: a marker
	 * the compiler copied or one written twice), as bt counts probes
	 * in its "Attaching N probes..." line.  May be NULL: one. */
	int (*pi_nplaces)(const dt_probe_t *prp);
	/* The type of argument argno of prp as C declares it, qualifiers
	 * kept ("const char *"), into buf (bt's -lv); 0, or -1 where the
	 * provider does not know it.  May be NULL: args[]'s type. */
	int (*pi_argdecl)(dtrace_hdl_t *dtp, const dt_probe_t *prp,
	    int argno, char *buf, size_t len);
} dt_provimpl_t;

/* pi_flags */
#define DT_PF_SPECIAL	0x1	/* BEGIN, END, ERROR: run by the consumer at
				   start and stop, in any state, and not
				   detached before END */
#define DT_PF_UENTRY	0x2	/* on a function's entry or return: a user
				   stack starts with the return address on
				   top of the stack (DCTX_UENTRY) */

/* pi_bttype: how bt names the provider's probes (and which of its probe
 * types map to the provider) */
enum {
	DT_BT_OTHER,		/* by the probe's four fields */
	DT_BT_SPECIAL,		/* BEGIN, END */
	DT_BT_TRACEPOINT,	/* tracepoint:G:E */
	DT_BT_SYSCALLS,		/* tracepoint:syscalls:sys_{enter,exit}_F */
	DT_BT_UPROBE,		/* uprobe:PATH:F, uretprobe:PATH:F */
	DT_BT_USDT,		/* usdt:PATH:PROVIDER:NAME */
	DT_BT_PERF,		/* software:, hardware:, watchpoint: */
	DT_BT_PROFILE,		/* profile:UNIT:N, interval:UNIT:N */
	DT_BT_RAWTP,		/* rawtracepoint:E */
	DT_BT_KERNEL		/* kprobe:, kfunc: and their returns */
};

/* pi_argspace */
enum {
	DT_ARGS_KERNEL,
	DT_ARGS_USER,
	DT_ARGS_NONE		/* no arguments (BEGIN, profile-N, ...) */
};

struct dt_provider {
	const dt_provimpl_t *pv_impl;
	int pv_populated;
	void *pv_data;			/* provider private */
	int pv_nenabled;		/* its probes in the program's clauses
					   (one in two clauses counts twice),
					   when the sites are made */
};

/*
 * Which per-CPU scratch area a site's program uses: programs that can run
 * while another is interrupted on the same CPU must not share one.  Raw
 * tracepoint programs guard only against themselves; tracepoint programs
 * (sdt) run one at a time per CPU; perf event programs run in NMI.
 */
enum {
	DT_SLOT_TASK,		/* raw tracepoints that fire in task context */
	DT_SLOT_NMI,		/* perf events (set for them by the loader) */
	DT_SLOT_TP,		/* tracepoint programs */
	DT_SLOT_RAWIRQ,		/* raw tracepoints that may fire in interrupts */
	DT_NSLOTS
};

struct dt_site {
	const dt_provimpl_t *s_impl;
	int s_ctxslot;			/* DT_SLOT_*, set by pi_site_prepare */
	const char *s_tpname;		/* a raw tracepoint site's tracepoint,
					   set by pi_site_prepare */
	int s_attach_type;		/* the program's expected attach type
					   (enum bpf_attach_type), or 0 */
	uint32_t s_attach_btf_id;	/* a tracing (fentry/fexit) program's
					   kernel function (BTF id), or 0 */
	char s_key[64];
	enum bpf_prog_type s_progtype;
	dt_probe_t **s_probes;		/* enabled probes sharing the site */
	int s_nprobes;
	int s_prog_fd;			/* -1 until loaded */
	int *s_fds;			/* links / perf events opened by attach */
	int s_nfds;
	uint32_t s_nplaced;		/* places its links hold */
	char *s_what;			/* what they hold, when it is much
					   ("110609 probes in PATH"): told of
					   when closing them takes long */
	void *s_data;			/* provider private (maps, ...) */
	dt_site_t *s_next;
};

/* dt_provlist.c, the registry: the providers, in listing order;
 * NULL-terminated */
extern const dt_provimpl_t *const dt_providers[];

/* the handle's provider whose pi_name is name, or NULL */
const dt_provimpl_t *dt_provider_byname(dtrace_hdl_t *dtp, const char *name);
/* the handle's provider of bt's probe family bttype (DT_BT_*, not
 * DT_BT_OTHER), or NULL */
const dt_provimpl_t *dt_provider_bybt(dtrace_hdl_t *dtp, int bttype);

/* probe table: made with the handle's providers (dt_provlist.c), freed
 * (dt_provider.c) */
int dt_probes_init(dtrace_hdl_t *dtp);
void dt_probes_fini(dtrace_hdl_t *dtp);
/* its probes: how many, and the one of index i (id i + 1) */
uint32_t dt_probe_count(const dtrace_hdl_t *dtp);
dt_probe_t *dt_probe_at(const dtrace_hdl_t *dtp, uint32_t i);

/* probe table */
dt_probe_t *dt_probe_insert(dtrace_hdl_t *dtp, dt_provider_t *pvp,
    const char *mod, const char *func, const char *name, uint64_t data);
dt_probe_t *dt_probe_lookup_id(dtrace_hdl_t *dtp, uint32_t id);
const char *dt_probe_provname(const dt_probe_t *prp);
/* is prv the name of per-process provider pi for a process (*pidp)? */
int dt_provider_perproc(const dt_provimpl_t *pi, const char *prv, int *pidp);
/* the process a description's provider field names, if it is a
 * per-process provider's for one process (pid1234, myprov1234), else 0 */
int dt_probe_desc_pid(dtrace_hdl_t *dtp, const char *prv);
/* call f for each probe matching the description (globs, empty = any);
 * providers are populated and asked to provide first. Returns the number
 * of matches or -1 (error on handle); f returning non-zero stops. */
typedef int dt_probe_match_f(dtrace_hdl_t *dtp, dt_probe_t *prp, void *arg);
int dt_probe_match(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp,
    dt_probe_match_f *f, void *arg);

/* dt_prov_profile.c, for the providers on perf events: sp's program on a
 * perf event of (type, config) every period events on each online CPU;
 * the prologue's arg0 (kernel PC) and arg1 (user PC), and zeroes from
 * argument from on */
struct dt_as;
int dt_perf_attach(dtrace_hdl_t *dtp, dt_site_t *sp, uint32_t type,
    uint64_t config, uint64_t period);
void dt_perf_emit_pcs(struct dt_as *as);
/* dt_prov_profile.c: the online CPUs, a malloc'ed list; the count or -1 */
int dt_prof_online_cpus(dtrace_hdl_t *dtp, int **cpusp);
void dt_perf_zero_args(struct dt_as *as, int from);

/* tick-N support for the profile provider: run prog_fd every period_ns
 * from the consumer's event loop (see dt_work.c) */
int dt_consumer_add_timer(dtrace_hdl_t *dtp, uint64_t period_ns, int prog_fd);

/* a provider fed from user space (audit): fn(dtp, arg) runs from the
 * consumer's loop each time fd is readable; it reads what is there (fd
 * non-blocking) and runs the programs of the probes it fires with
 * dt_consumer_run.  del_source stops watching fd (the provider closes
 * it). */
typedef void dt_source_f(dtrace_hdl_t *dtp, void *arg);
int dt_consumer_add_source(dtrace_hdl_t *dtp, int fd, dt_source_f *fn,
    void *arg);
void dt_consumer_del_source(dtrace_hdl_t *dtp, int fd);
/* run prog_fd in the consumer's context (BPF_PROG_TEST_RUN) with the
 * context ctx of ctxsize bytes; 0 or -1 with errno */
int dt_consumer_run(int prog_fd, uint64_t *ctx, size_t ctxsize);
/* a warning about the run, to the error handler or stderr ("dtrace: ") */
void dt_consumer_warn(dtrace_hdl_t *dtp, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* BEGIN, END and ERROR programs are run by the consumer itself
 * (BPF_PROG_TEST_RUN in its own context); the dtrace provider hands them
 * over here.  name is "BEGIN", "END" or "ERROR". */
int dt_consumer_add_special(dtrace_hdl_t *dtp, const char *name, int prog_fd);
/* bt's test:NAME and bench:NAME probes are the dtrace provider's too,
 * dtrace:test::NAME and dtrace:bench::NAME, each its own site keyed
 * "test:NAME" ("bench:NAME"), handed over here for btrace to run them
 * (dtrace_self_probe, dtrace_self_run); id orders them as written.  A
 * name has at most DT_BT_RUNNAME_MAX characters (the key's room). */
#define DT_BT_RUNNAME_MAX	56
int dt_consumer_add_run(dtrace_hdl_t *dtp, const char *key, uint32_t id,
    int prog_fd);

/* attach a site's program to tracefs event id through a perf event;
 * 'what' names the event in errors */
int dt_tracepoint_attach(dtrace_hdl_t *dtp, dt_site_t *sp, long id,
    const char *what);

/* whether the kernel lets kprobes and fentry programs be attached
 * (checked once, by loading and attaching a program) */
void dt_kernel_offers(int *kprobes, int *fentry);
/* whether the kernel makes kprobe_multi links (Linux 5.18, fprobes),
 * checked once */
int dt_kernel_kprobe_multi(void);

/* dt_prov_fbt.c, for the providers on kprobes (fbt, kinst): a kprobe (ret:
 * a kretprobe) perf event on func+off linked to sp's loaded program, its
 * descriptors in sp->s_fds; 0, or -1 with errno.  dt_kprobe_detach closes
 * them (in a thread of its own: a kprobe's removal waits for the kernel);
 * dt_kprobe_wait, from a provider's pi_fini, waits until they are. */
int dt_kprobe_attach(dt_site_t *sp, const char *func, uint64_t off, int ret);
void dt_kprobe_detach(dtrace_hdl_t *dtp, dt_site_t *sp);
void dt_kprobe_wait(void);
/* in a kprobe program's prologue (the context, pt_regs, in R6): argument
 * i (< 6) from the register of the x86-64 calling convention that holds
 * it at a function's entry (di, si, dx, cx, r8, r9) */
void dt_kprobe_regarg(struct dt_as *as, int i);

/* the number of arguments of raw tracepoint name (from BTF), or -1 if
 * there is none */
int dt_rawtp_nargs(dtrace_hdl_t *dtp, const char *name);

/* whether the kernel has uprobe_multi links (Linux 6.6), checked once */
int dt_kernel_uprobe_multi(void);

/* the public description of a probe */
void dt_probe_desc(const dt_probe_t *prp, dtrace_probedesc_t *pd);

/*
 * bpf(BPF_LINK_CREATE, attr, size), made by a short-lived child process:
 * for every link whose creation is long and, interrupted, leaves state
 * behind.  A uprobe_multi link is one: the kernel writes a breakpoint at
 * each place, one after another, and a SIGKILL pending meanwhile makes
 * those writes fail and the removal of the breakpoints already written
 * fail too ("failed to unregister, leaking uprobe"): they stay in the
 * target for the rest of its life.  The child blocks every signal it can
 * and leaves the tracer's process group, so that a kill of the tracer
 * (or of its group) does not reach it; it sends the link back over a
 * socket and exits.  If the tracer died meanwhile, the child's exit
 * closes the link and the kernel removes its probes cleanly.  The link's
 * file descriptor (close-on-exec), or -1 with the kernel's errno.  When
 * it takes more than a second, the progress handler hears "enabling
 * what" (what not NULL).
 */
int dt_link_create(dtrace_hdl_t *dtp, const void *attr, size_t size,
    const char *what);

/* close the links and perf events a site's attach opened; when that takes
 * more than a second, the progress handler hears "disabling s_what" */
void dt_site_close_fds(dtrace_hdl_t *dtp, dt_site_t *sp);

/* kernel frames stack() skips in programs of this site; at a raw
 * tracepoint one more, __traceiter_<tracepoint>, may be there (only when
 * the tracepoint has several probes): dt_cg skips it too */
uint32_t dt_provider_stack_skip(const dt_site_t *sp);

/* the tracefs mount point ("/sys/kernel/tracing"), mounting it if needed;
 * NULL with an error on the handle */
const char *dt_tracefs(dtrace_hdl_t *dtp);

/* -x vmlinux: the file with the kernel's DWARF the user named, or NULL */
const char *dt_vmlinux(const dtrace_hdl_t *dtp);

/* dt_prov_syscall.c: the name of x86-64 system call nr (<asm/unistd.h>'s,
 * else tracefs's), or NULL */
const char *dt_syscall_name(int64_t nr);

/* does the probe's module match pattern pat: its name, or the alias its
 * provider gives it (pi_modalias) */
int dt_probe_mod_match(const dt_probe_t *prp, const char *pat);

#endif
