/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_uprobe.h -- attaching a site's program to places in a user object
 * (the pid and usdt providers): uprobe_multi links, each place with a
 * BPF cookie (the probe id) and, for USDT, a semaphore the kernel counts
 * up while the probe is attached.
 */
#ifndef DT_UPROBE_H
#define DT_UPROBE_H

#include "dt_cg.h"
#include "dt_error.h"
#include "dt_provider.h"
#include "dt_uelf.h"

/*
 * The expected attach type of the pid and usdt providers' programs:
 * DT_TRACE_UPROBE_MULTI where uprobe_multi links are used, else 0 (one
 * uprobe perf event a place).  They are used where the kernel has them
 * (dt_kernel_uprobe_multi()) unless the environment variable
 * DTRACE_NO_UPROBE_MULTI is set (not empty).
 */
int dt_uprobe_attach_type(void);

/*
 * Link sp's program to n places (file offsets) of the object at path, in
 * process pid, as uretprobes when ret.  Places on instructions the
 * kernel does not single-step safely (dt_uelf_insn_unsafe()) are left
 * out; a set the kernel refuses is halved until the places it refuses
 * are alone, and those are left out too.  Without uprobe_multi links
 * (dt_uprobe_attach_type() 0), one uprobe perf event a place (a
 * semaphore given to the kernel in the event's config), sp's program
 * linked to each with the place's cookie; those the kernel refuses are
 * left out.  Returns the number of
 * places linked, or -1 with errno set.
 */
int dt_uprobe_link(dtrace_hdl_t *dtp, dt_site_t *sp, const char *path,
    int pid, const uint64_t *offs, const uint64_t *cookies,
    const uint64_t *refs, uint32_t n, int ret);

/* a place's cookie: the probe id, and this bit at a function's first
 * instruction or where it returns (where a user stack taken by frame
 * pointers misses the caller: the return address is on top of the
 * stack) */
#define DT_UPROBE_AT_ENTRY	(1ULL << 32)

/* prologue: the probe id is the place's cookie; its DT_UPROBE_AT_ENTRY
 * bit goes to DCTX_UENTRY; the cookie is left in %r0 */
void dt_uprobe_prid(dt_cg_t *cg);

/* the objects process pid maps (or will map: a process dtrace created
 * that has not run yet), its executable first, whose path goes to exe;
 * by their paths from here (a process in another mount namespace: under
 * /proc/PID/root); -1 with an error on the handle */
int dt_uprobe_objects(dtrace_hdl_t *dtp, int pid, dt_uelf_list_t *l,
    char *exe, size_t exelen);
/* path of an object of process pid (dt_uprobe_objects()) as the process
 * names it: without "/proc/PID/root", the root of a process in another
 * mount namespace through which it is read from here */
const char *dt_uprobe_nspath(const char *path, int pid);
/* link sp's program to _dl_debug_state() in process pid's dynamic loader,
 * which glibc calls before and after each change of what is mapped
 * (dlopen, dlclose): 0, 1 if the process has no dynamic loader with that
 * function (a static program) or is gone, -1 with an error on the handle */
int dt_uprobe_rtld_link(dtrace_hdl_t *dtp, dt_site_t *sp, int pid);
/* an object's module name: a.out for the executable, else its file name */
const char *dt_uprobe_modname(const char *path, const char *exe);
/* is s an instruction probe's name, its offset in hexadecimal? */
int dt_uprobe_isoffset(const char *s);

/*
 * The object a probe in every process (pid0, myprov0) names in its module
 * field: a path (when a description is made through the API: D reads
 * '/' as a predicate's start), a program found in $PATH, or a library in
 * the system's library directories; its real path goes to buf.  -1 with
 * an error on the handle.
 */
int dt_uprobe_anyproc(dtrace_hdl_t *dtp, const char *mod, char *buf,
    size_t len);

/* the files a path pattern with '*' names, as bpftrace 0.17 expands a
 * uprobe's or USDT probe's file: glob(3) of the pattern (without '/': in
 * each directory of $PATH), each regular executable ELF file it matches,
 * as matched, into l (to free).  -1 with an error on the handle. */
int dt_uprobe_glob(dtrace_hdl_t *dtp, const char *pat, dt_uelf_list_t *l);
/* the objects a probe in every process names in its module field: the
 * one of dt_uprobe_anyproc() (its real path), or with '*' (*globp set)
 * the files of dt_uprobe_glob(), each a module of its own */
int dt_uprobe_anyobjs(dtrace_hdl_t *dtp, const char *mod, dt_uelf_list_t *l,
    int *globp);

/* the index of s in the list *v of *n strings, adding it; *newp: it was
 * not there.  -1 on allocation failure. */
int dt_uprobe_intern(char ***v, uint32_t *n, const char *s, uint32_t *idxp,
    int *newp);

/*
 * A user-space provider's per-object lists (pid's and usdt's pv_data):
 * the objects its probes are in, by index (a probe keeps the index), and
 * the keys of what it has provided already ("PID:OBJ:MOD" for pid,
 * "myprov1234:" for usdt), so that each is provided once.
 */
typedef struct dt_uobjs {
	char **uo_paths;		/* the objects, by index */
	uint32_t uo_n;
	char **uo_done;			/* what was provided */
	uint32_t uo_ndone;
} dt_uobjs_t;

/* pvp's lists, made on first use; NULL if out of memory */
dt_uobjs_t *dt_uobjs(dt_provider_t *pvp);
/* free pvp's lists (a pi_fini) */
void dt_uobjs_fini(dt_provider_t *pvp);
/* the index of object path, adding it (*newp: it was not there); -1 if
 * out of memory */
int dt_uobjs_path(dt_uobjs_t *uo, const char *path, uint32_t *idxp,
    int *newp);
/* record key as provided; *newp: it was not yet.  -1 if out of memory */
int dt_uobjs_done(dt_uobjs_t *uo, const char *key, int *newp);
/* the path of object idx of pvp, or NULL */
const char *dt_uobjs_get(const dt_provider_t *pvp, uint32_t idx);

/* the functions of the object at path as bt's -l lists uprobes, for
 * dtrace_uprobe_list() (see dtrace.h): f called for each, in order */
int dt_uprobe_list(dtrace_hdl_t *dtp, const char *path, int verbose,
    dtrace_ufunc_f *f, void *arg);

/* BPF_TRACE_UPROBE_MULTI, newer than the installed headers */
#define DT_TRACE_UPROBE_MULTI	48

#endif
