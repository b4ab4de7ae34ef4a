/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_sym.h -- addresses to symbols: the kernel's from /proc/kallsyms, a
 * process's from the ELF symbol tables of the files it has mapped (and of
 * their separate debug files).  A process's mappings are remembered when
 * it is grabbed, so its addresses still resolve after it has exited.
 */
#ifndef DT_SYM_H
#define DT_SYM_H

#include <stddef.h>
#include <stdint.h>

typedef struct dt_syms dt_syms_t;

/* what is known of one address; the strings live as long as the dt_syms_t */
typedef struct dt_symres {
	const char *sr_module;	/* "vmlinux", "ext4", "libc.so.6", ... */
	const char *sr_name;	/* the function (or object) containing it */
	uint64_t sr_symaddr;	/* where that symbol starts */
	uint64_t sr_offset;	/* address - sr_symaddr */
	uint64_t sr_modbase;	/* one address standing for the module */
	const char *sr_path;	/* a user object's path, or NULL */
	uint64_t sr_mapstart;	/* user: where the mapping holding the
				   address starts */
	uint64_t sr_symsize;	/* the symbol's size (kernel: up to the
				   next one) */
} dt_symres_t;

dt_syms_t *dt_syms_create(void);
void dt_syms_destroy(dt_syms_t *sy);

/*
 * Look an address up: 2 if a symbol was found (all fields set), 1 if only
 * its module is known (sr_module, sr_modbase), 0 if nothing is.
 */
int dt_syms_kernel(dt_syms_t *sy, uint64_t addr, dt_symres_t *res);
/* where the kernel symbol 'name' starts and its size: 0, or -1 if absent */
int dt_syms_kernel_byname(dt_syms_t *sy, const char *name, uint64_t *addrp,
    uint64_t *sizep);
/* the same, of a symbol of module mod (NULL or "": any), whose name goes
 * to *modp (unless NULL) */
int dt_syms_kernel_func(dt_syms_t *sy, const char *name, const char *mod,
    uint64_t *addrp, uint64_t *sizep, const char **modp);
int dt_syms_user(dt_syms_t *sy, int pid, uint64_t addr, dt_symres_t *res);

/* remember pid's mappings now, while the process is alive; grabbed
 * again (after an exec), they are read anew.  At most DT_SYMS_MAXPROCS
 * processes are remembered (those gone first make room). */
#define DT_SYMS_MAXPROCS	256
void dt_syms_grab(dt_syms_t *sy, int pid);
/* how many processes are remembered */
int dt_syms_nprocs(const dt_syms_t *sy);

/*
 * DTrace's text for a lookup result: "mod`sym+0x1a" (or "mod`sym" when the
 * offset is 0), "mod`0x7f..." when only the module is known, "0x..." else.
 */
void dt_syms_format(const dt_symres_t *res, int found, uint64_t addr,
    char *buf, size_t len);

/* the GNU build ID (in hex) of the notes buf[0..len) (an ELF note
 * section's contents, or /sys/kernel/notes), of the ELF file at path, of
 * the running kernel: 0, or -1 if there is none */
int dt_notes_buildid(const void *buf, size_t len, char *hex, size_t hexlen);
int dt_elf_buildid(const char *path, char *hex, size_t hexlen);
int dt_kernel_buildid(char *hex, size_t hexlen);

/* where separate debug files are looked for ("/usr/lib/debug") */
void dt_syms_set_debugdir(dt_syms_t *sy, const char *dir);

#endif
