/*
 * dt_uprobe.h -- attaching a site's program to places in a user object
 * (the pid and usdt providers): uprobe_multi links, each place with a
 * BPF cookie (the probe id) and, for USDT, a semaphore the kernel counts
 * up while the probe is attached.
 */
#ifndef DT_UPROBE_H
#define DT_UPROBE_H

#include "dt_impl.h"
#include "dt_cg.h"
#include "dt_uelf.h"

/*
 * Link sp's program to n places (file offsets) of the object at path, in
 * process pid, as uretprobes when ret.  Places on instructions the
 * kernel does not single-step safely (dt_uelf_insn_unsafe()) are left
 * out; a set the kernel refuses is halved until the places it refuses
 * are alone, and those are left out too.  Returns the number of
 * places linked, or -1 with errno set.
 */
int dt_uprobe_link(dt_site_t *sp, const char *path, int pid,
    const uint64_t *offs, const uint64_t *cookies, const uint64_t *refs,
    uint32_t n, int ret);

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
 * -1 with an error on the handle */
int dt_uprobe_objects(dtrace_hdl_t *dtp, int pid, dt_uelf_list_t *l,
    char *exe, size_t exelen);
/* an object's module name: a.out for the executable, else its file name */
const char *dt_uprobe_modname(const char *path, const char *exe);

/*
 * The object a probe in every process (pid0, myprov0) names in its module
 * field: a path (when a description is made through the API: D reads
 * '/' as a predicate's start), a program found in $PATH, or a library in
 * the system's library directories; its real path goes to buf.  -1 with
 * an error on the handle.
 */
int dt_uprobe_anyproc(dtrace_hdl_t *dtp, const char *mod, char *buf,
    size_t len);

/* the index of s in the list *v of *n strings, adding it; *newp: it was
 * not there.  -1 on allocation failure. */
int dt_uprobe_intern(char ***v, uint32_t *n, const char *s, uint32_t *idxp,
    int *newp);

/* BPF_TRACE_UPROBE_MULTI, newer than the installed headers */
#define DT_TRACE_UPROBE_MULTI	48

#endif
