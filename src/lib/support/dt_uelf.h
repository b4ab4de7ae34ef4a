/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_uelf.h -- the ELF files of user processes, for the pid provider.
 */
#ifndef DT_UELF_H
#define DT_UELF_H

#include <stddef.h>
#include <stdint.h>

/* called for each function an object defines: its name, its offset in
 * the file, its size and its binding (0 global, 1 weak, 2 local);
 * non-zero stops the walk and is returned */
typedef int dt_uelf_func_f(const char *name, uint64_t off, uint64_t size,
    int bind, void *arg);

/* the functions of the ELF file at path (.symtab, or .dynsym without
 * one); -1 if it cannot be read as ELF */
int dt_uelf_funcs(const char *path, dt_uelf_func_f *f, void *arg);

/* called for each name dt_uelf_fnames() finds (a name may come twice) */
typedef void dt_uelf_name_f(const char *name, void *arg);

/*
 * The function symbols of the file at path as bpftrace 0.17 lists
 * uprobes: every STT_FUNC and STT_GNU_IFUNC symbol of .symtab and .dynsym
 * that is defined, whatever its size, but the parts GCC splits off a
 * function (f.part.0), and those of its separate debug file, found by
 * build-id, whose path goes to dbg ("" if none: a DWARF walk reads both).
 * -1 if the file cannot be opened as ELF (a file that is not ELF has no
 * symbols).
 */
int dt_uelf_fnames(const char *path, dt_uelf_name_f *f, void *arg,
    char *dbg, size_t dbglen);

/* where the data object (STT_OBJECT) name of the ELF file at path is, as
 * its symbol table says, and its size: 0, or -1 if there is none */
int dt_uelf_object(const char *path, const char *name, uint64_t *addrp,
    uint64_t *sizep);

/* why instructions cannot be decoded (libcapstone missing, or of another
 * version than dtrace was built for), or NULL when they can */
const char *dt_uelf_disasm_why(void);

/* the offsets, from its start, of the instructions of the function of
 * size bytes at file offset off (x86-64), as far as they decode; -1 if
 * the file cannot be read, -2 if the disassembler (libcapstone) is not
 * there */
int dt_uelf_insns(const char *path, uint64_t off, uint64_t size,
    uint64_t **offsp, size_t *np);

/* the places (file offsets) the function of size bytes at file offset
 * off is left from: its return instructions and its jumps out of it (tail
 * calls), and those of its cold part (csize bytes at coff; csize 0: none).
 * -1 if the file cannot be read, -2 without the disassembler.  *partialp
 * is set when a byte that does not decode stopped the walk (places after
 * it are not known). */
int dt_uelf_exits(const char *path, uint64_t off, uint64_t size,
    uint64_t coff, uint64_t csize, uint64_t **offsp, size_t *np,
    int *partialp);

/* why a uprobe must not be placed on the instruction of n bytes at b
 * (or at file offset off of fd, or of the file at path), or NULL if it
 * may */
const char *dt_uelf_insn_unsafe(const uint8_t *b, size_t n);
const char *dt_uelf_unsafe_at(int fd, uint64_t off);
const char *dt_uelf_unsafe_file(const char *path, uint64_t off);

/* is file offset off the program's entry point (e_entry: _start, which
 * no caller calls, so that it has no return)? */
int dt_uelf_is_entry(const char *path, uint64_t off);
/* the program's entry point (e_entry, an address in the object): 0, or
 * -1 if path is not an ELF object */
int dt_uelf_entry(const char *path, uint64_t *entryp);

/* called for each place an inlined copy of a function is entered (ret 0)
 * or left (ret 1), as an address in the object (va) and a file offset,
 * with the copy's depth (1 in a function, 2 in a copy inlined in it ...);
 * non-zero stops the walk and is returned */
typedef int dt_uelf_inline_f(const char *name, uint64_t va, uint64_t off,
    int ret, int depth, void *arg);
/* whether the copies of function name are wanted (their places are
 * worked out only then) */
typedef int dt_uelf_want_f(const char *name, void *arg);

/* the inlined copies of functions the object's DWARF describes, those
 * want (NULL: all) wants: 0, 1 if it has no DWARF, or what f returned */
int dt_uelf_inlines(const char *path, dt_uelf_want_f *want,
    dt_uelf_inline_f *f, void *arg);

/* the file offset of address va (a symbol's value) of the ELF file at
 * path, in a loaded code segment; -1 if there is none */
int dt_uelf_vaoff(const char *path, uint64_t va, uint64_t *offp);

/* the address (the value) of the symbol name that the ELF file at path
 * defines, from .symtab or else .dynsym; -1 if it has none */
int dt_uelf_symaddr(const char *path, const char *name, uint64_t *addrp);

/* called for each USDT probe (a <sys/sdt.h> note) of an object: its
 * provider, name, address in the object and file offset, its semaphore's
 * file offset (0: none) and its arguments' description ("-4@%edi
 * 8@-16(%rbp)"); non-zero stops */
typedef int dt_uelf_usdt_f(const char *prov, const char *name, uint64_t pc,
    uint64_t off, uint64_t semoff, const char *args, void *arg);
int dt_uelf_usdt(const char *path, dt_uelf_usdt_f *f, void *arg);

/* a list of absolute paths */
typedef struct dt_uelf_list {
	char **ul_paths;
	size_t ul_n;
} dt_uelf_list_t;

/* the program at path, then its interpreter and every library it needs
 * (DT_NEEDED, through DT_RUNPATH and the system's directories): what the
 * process will map once it runs; -1 on allocation failure */
int dt_uelf_program(const char *path, dt_uelf_list_t *l);
/* add path unless it is there; -1 on allocation failure */
int dt_uelf_list_add(dt_uelf_list_t *l, const char *path);
void dt_uelf_list_free(dt_uelf_list_t *l);

#endif
