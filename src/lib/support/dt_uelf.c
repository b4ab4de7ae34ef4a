/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_uelf.c -- the ELF files of a user process, for the pid provider: the
 * functions an object defines (where each lies in the file, which is what
 * a uprobe is placed by), and the libraries a program will load.
 */
#include <capstone/capstone.h>
#include <dlfcn.h>
#include <elfutils/libdw.h>
#include <dwarf.h>
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dt_uelf.h"
#include "dt_x86.h"

static Elf *
dt_uelf_open(const char *path, int *fdp)
{
	Elf *elf;
	int fd;

	if (elf_version(EV_CURRENT) == EV_NONE ||
	    (fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return NULL;
	if ((elf = elf_begin(fd, ELF_C_READ_MMAP, NULL)) == NULL ||
	    elf_kind(elf) != ELF_K_ELF) {
		if (elf != NULL)
			elf_end(elf);
		close(fd);
		return NULL;
	}
	*fdp = fd;
	return elf;
}

static void
dt_uelf_close(Elf *elf, int fd)
{
	elf_end(elf);
	close(fd);
}

/* the file offset of virtual address va, through the PT_LOAD segments
 * (only executable ones, with code) */
static int
dt_uelf_segoff(Elf *elf, uint64_t va, int code, uint64_t *offp)
{
	GElf_Phdr ph;
	size_t i, n;

	if (elf_getphdrnum(elf, &n) != 0)
		return -1;
	for (i = 0; i < n; i++) {
		if (gelf_getphdr(elf, (int)i, &ph) == NULL ||
		    ph.p_type != PT_LOAD || (code && !(ph.p_flags & PF_X)))
			continue;
		if (va >= ph.p_vaddr && va < ph.p_vaddr + ph.p_filesz) {
			*offp = va - ph.p_vaddr + ph.p_offset;
			return 0;
		}
	}
	return -1;
}

static int
dt_uelf_offset(Elf *elf, uint64_t va, uint64_t *offp)
{
	return dt_uelf_segoff(elf, va, 1, offp);
}

int
dt_uelf_vaoff(const char *path, uint64_t va, uint64_t *offp)
{
	Elf *elf;
	int fd, rc;

	if ((elf = dt_uelf_open(path, &fd)) == NULL)
		return -1;
	rc = dt_uelf_offset(elf, va, offp);
	dt_uelf_close(elf, fd);
	return rc;
}

/* the function symbols of one symbol table section */
static int
dt_uelf_symtab(Elf *elf, Elf_Scn *scn, const GElf_Shdr *sh,
    dt_uelf_func_f *f, void *arg)
{
	Elf_Data *d = elf_getdata(scn, NULL);
	GElf_Sym sym;
	uint64_t off;
	const char *name;
	size_t i, n;
	int rc;

	if (d == NULL || sh->sh_entsize == 0)
		return 0;
	n = sh->sh_size / sh->sh_entsize;
	for (i = 1; i < n; i++) {
		if (gelf_getsym(d, (int)i, &sym) == NULL ||
		    (GELF_ST_TYPE(sym.st_info) != STT_FUNC &&
		    GELF_ST_TYPE(sym.st_info) != STT_GNU_IFUNC) ||
		    sym.st_shndx == SHN_UNDEF || sym.st_value == 0 ||
		    sym.st_size == 0)
			continue;
		name = elf_strptr(elf, sh->sh_link, sym.st_name);
		if (name == NULL || *name == '\0' ||
		    dt_uelf_offset(elf, sym.st_value, &off) != 0)
			continue;
		if ((rc = f(name, off, sym.st_size, GELF_ST_BIND(sym.st_info) ==
		    STB_GLOBAL ? 0 : GELF_ST_BIND(sym.st_info) == STB_WEAK ?
		    1 : 2, arg)) != 0)
			return rc;
	}
	return 0;
}

int
dt_uelf_funcs(const char *path, dt_uelf_func_f *f, void *arg)
{
	Elf_Scn *scn = NULL, *dyn = NULL, *tab = NULL;
	GElf_Shdr sh, dsh, tsh;
	Elf *elf;
	int fd, rc;

	if ((elf = dt_uelf_open(path, &fd)) == NULL)
		return -1;
	while ((scn = elf_nextscn(elf, scn)) != NULL) {
		if (gelf_getshdr(scn, &sh) == NULL)
			continue;
		if (sh.sh_type == SHT_SYMTAB) {
			tab = scn;
			tsh = sh;
		} else if (sh.sh_type == SHT_DYNSYM) {
			dyn = scn;
			dsh = sh;
		}
	}
	/* .symtab has every function; without it, the exported ones */
	if (tab != NULL)
		rc = dt_uelf_symtab(elf, tab, &tsh, f, arg);
	else if (dyn != NULL)
		rc = dt_uelf_symtab(elf, dyn, &dsh, f, arg);
	else
		rc = 0;
	dt_uelf_close(elf, fd);
	return rc;
}

/* dt_uelf_fnames() of one ELF file; its build-id into id unless NULL */
static void
dt_uelf_fnames1(Elf *elf, dt_uelf_name_f *f, void *arg, char *id,
    size_t idlen)
{
	Elf_Scn *scn = NULL;
	GElf_Shdr sh;

	while ((scn = elf_nextscn(elf, scn)) != NULL) {
		Elf_Data *d;
		GElf_Sym sym;
		size_t i, n;

		if (gelf_getshdr(scn, &sh) == NULL ||
		    (d = elf_getdata(scn, NULL)) == NULL)
			continue;
		if (sh.sh_type == SHT_NOTE && id != NULL) {
			GElf_Nhdr nh;
			size_t off = 0, noff, doff, k;

			while ((off = gelf_getnote(d, off, &nh, &noff,
			    &doff)) > 0) {
				if (nh.n_type != NT_GNU_BUILD_ID ||
				    nh.n_namesz != 4 || memcmp((char *)d->d_buf +
				    noff, "GNU", 4) != 0 ||
				    nh.n_descsz * 2 + 1 > idlen)
					continue;
				for (k = 0; k < nh.n_descsz; k++)
					snprintf(id + 2 * k, 3, "%02x",
					    ((unsigned char *)d->d_buf)[doff + k]);
			}
			continue;
		}
		if ((sh.sh_type != SHT_SYMTAB && sh.sh_type != SHT_DYNSYM) ||
		    sh.sh_entsize == 0)
			continue;
		n = sh.sh_size / sh.sh_entsize;
		for (i = 1; i < n; i++) {
			const char *name;

			if (gelf_getsym(d, (int)i, &sym) == NULL ||
			    (GELF_ST_TYPE(sym.st_info) != STT_FUNC &&
			    GELF_ST_TYPE(sym.st_info) != STT_GNU_IFUNC) ||
			    sym.st_shndx == SHN_UNDEF || sym.st_value == 0)
				continue;
			name = elf_strptr(elf, sh.sh_link, sym.st_name);
			if (name != NULL && *name != '\0' &&
			    strstr(name, ".part.") == NULL)
				f(name, arg);
		}
	}
}

int
dt_uelf_fnames(const char *path, dt_uelf_name_f *f, void *arg, char *dbg,
    size_t dbglen)
{
	char id[128] = "";
	Elf *elf, *delf;
	int fd, dfd;

	dbg[0] = '\0';
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return -1;
	(void)elf_version(EV_CURRENT);
	if ((elf = elf_begin(fd, ELF_C_READ_MMAP, NULL)) == NULL) {
		close(fd);
		return -1;
	}
	dt_uelf_fnames1(elf, f, arg, id, sizeof(id));
	dt_uelf_close(elf, fd);
	if (id[0] == '\0' || id[1] == '\0')
		return 0;
	snprintf(dbg, dbglen, "/usr/lib/debug/.build-id/%.2s/%s.debug", id,
	    id + 2);
	if ((dfd = open(dbg, O_RDONLY | O_CLOEXEC)) < 0) {
		dbg[0] = '\0';
		return 0;
	}
	if ((delf = elf_begin(dfd, ELF_C_READ_MMAP, NULL)) == NULL) {
		close(dfd);
		dbg[0] = '\0';
		return 0;
	}
	dt_uelf_fnames1(delf, f, arg, NULL, 0);
	dt_uelf_close(delf, dfd);
	return 0;
}

/* a defined symbol named name in one symbol table section: a data
 * object (STT_OBJECT) if objonly, else anything but a section's or a
 * file's */
static int
dt_uelf_symbyname(Elf *elf, Elf_Scn *scn, const GElf_Shdr *sh,
    const char *name, int objonly, GElf_Sym *symp)
{
	Elf_Data *d = elf_getdata(scn, NULL);
	const char *sn;
	size_t i, n;
	int type;

	if (d == NULL || sh->sh_entsize == 0)
		return -1;
	n = sh->sh_size / sh->sh_entsize;
	for (i = 1; i < n; i++) {
		if (gelf_getsym(d, (int)i, symp) == NULL ||
		    symp->st_shndx == SHN_UNDEF)
			continue;
		type = GELF_ST_TYPE(symp->st_info);
		if ((objonly ? type != STT_OBJECT : type == STT_SECTION ||
		    type == STT_FILE) ||
		    (sn = elf_strptr(elf, sh->sh_link, symp->st_name)) == NULL ||
		    strcmp(sn, name) != 0)
			continue;
		return 0;
	}
	return -1;
}

int
dt_uelf_object(const char *path, const char *name, uint64_t *addrp,
    uint64_t *sizep)
{
	Elf_Scn *scn = NULL;
	GElf_Shdr sh;
	GElf_Sym sym;
	Elf *elf;
	int fd, rc = -1;

	if ((elf = dt_uelf_open(path, &fd)) == NULL)
		return -1;
	while (rc != 0 && (scn = elf_nextscn(elf, scn)) != NULL)
		if (gelf_getshdr(scn, &sh) != NULL &&
		    (sh.sh_type == SHT_SYMTAB || sh.sh_type == SHT_DYNSYM))
			rc = dt_uelf_symbyname(elf, scn, &sh, name, 1, &sym);
	dt_uelf_close(elf, fd);
	if (rc == 0) {
		*addrp = sym.st_value;
		*sizep = sym.st_size;
	}
	return rc;
}

int
dt_uelf_symaddr(const char *path, const char *name, uint64_t *addrp)
{
	Elf_Scn *scn = NULL;
	GElf_Shdr sh;
	GElf_Sym sym;
	Elf *elf;
	int fd, pass, rc = -1;

	if ((elf = dt_uelf_open(path, &fd)) == NULL)
		return -1;
	/* .symtab has the static ones too; .dynsym what a stripped object
	 * keeps */
	for (pass = 0; pass < 2 && rc != 0; pass++) {
		while (rc != 0 && (scn = elf_nextscn(elf, scn)) != NULL)
			if (gelf_getshdr(scn, &sh) != NULL && sh.sh_type ==
			    (pass == 0 ? SHT_SYMTAB : SHT_DYNSYM))
				rc = dt_uelf_symbyname(elf, scn, &sh, name, 0,
				    &sym);
		scn = NULL;
	}
	dt_uelf_close(elf, fd);
	if (rc == 0)
		*addrp = sym.st_value;
	return rc;
}

/* ---- USDT probes: the .note.stapsdt notes of <sys/sdt.h> ---- */

#define DT_NT_STAPSDT	3

int
dt_uelf_usdt(const char *path, dt_uelf_usdt_f *f, void *arg)
{
	Elf_Scn *scn = NULL;
	GElf_Shdr sh;
	GElf_Nhdr nh;
	uint64_t base_addr = 0;
	size_t off, noff, doff, shstrndx;
	Elf_Data *d;
	Elf *elf;
	int fd, rc = 0, have_base = 0;

	if ((elf = dt_uelf_open(path, &fd)) == NULL)
		return 0;
	if (elf_getshdrstrndx(elf, &shstrndx) != 0) {
		dt_uelf_close(elf, fd);
		return 0;
	}
	while ((scn = elf_nextscn(elf, scn)) != NULL) {
		const char *name;

		if (gelf_getshdr(scn, &sh) != NULL &&
		    (name = elf_strptr(elf, shstrndx, sh.sh_name)) != NULL &&
		    strcmp(name, ".stapsdt.base") == 0) {
			base_addr = sh.sh_addr;
			have_base = 1;
		}
	}
	while (rc == 0 && (scn = elf_nextscn(elf, scn)) != NULL) {
		if (gelf_getshdr(scn, &sh) == NULL || sh.sh_type != SHT_NOTE ||
		    (d = elf_getdata(scn, NULL)) == NULL)
			continue;
		for (off = 0; rc == 0 &&
		    (off = gelf_getnote(d, off, &nh, &noff, &doff)) > 0;) {
			const char *desc = (const char *)d->d_buf + doff;
			const char *prov, *pname, *args;
			uint64_t pc, base, sem, pcoff, semoff = 0;

			if (nh.n_type != DT_NT_STAPSDT || nh.n_namesz != 8 ||
			    memcmp((const char *)d->d_buf + noff, "stapsdt",
			    8) != 0 || nh.n_descsz < 3 * 8 + 3 ||
			    desc[nh.n_descsz - 1] != '\0')
				continue;
			memcpy(&pc, desc, 8);
			memcpy(&base, desc + 8, 8);
			memcpy(&sem, desc + 16, 8);
			prov = desc + 24;
			pname = prov + strlen(prov) + 1;
			if (pname >= desc + nh.n_descsz)
				continue;
			args = pname + strlen(pname) + 1;
			if (args >= desc + nh.n_descsz)
				args = "";
			/* a prelinked object moved: as far as its base moved */
			if (have_base) {
				pc += base_addr - base;
				if (sem != 0)
					sem += base_addr - base;
			}
			if (dt_uelf_segoff(elf, pc, 1, &pcoff) != 0 ||
			    (sem != 0 && dt_uelf_segoff(elf, sem, 0,
			    &semoff) != 0))
				continue;
			rc = f(prov, pname, pc, pcoff, semoff, args, arg);
		}
	}
	dt_uelf_close(elf, fd);
	return rc;
}

/* ---- the disassembler ---- */

/*
 * capstone is loaded when a function is first decoded: linked in, its
 * relocated tables alone would triple dtrace's resident size.  The library
 * must be of the version whose header dtrace was built with (cs_insn's
 * layout changes between versions); only the instructions' addresses and
 * sizes are read, whose place is the same in versions 4 and 5.
 */
#define DT_CS_STR(x)	#x
#define DT_CS_SONAME(v)	"libcapstone.so." DT_CS_STR(v)

static struct {
	int cs_tried;
	char cs_why[160];		/* why it cannot be used */
	cs_err (*cs_open)(cs_arch, cs_mode, csh *);
	cs_insn *(*cs_malloc)(csh);
	bool (*cs_disasm_iter)(csh, const uint8_t **, size_t *, uint64_t *,
	    cs_insn *);
	void (*cs_free)(cs_insn *, size_t);
	cs_err (*cs_close)(csh *);
} dt_cs;

static int
dt_cs_load(void)
{
	unsigned (*version)(int *, int *);
	int major = 0, minor = 0;
	void *h;

	if (dt_cs.cs_tried)
		return dt_cs.cs_close != NULL ? 0 : -1;
	dt_cs.cs_tried = 1;
	if ((h = dlopen(DT_CS_SONAME(CS_API_MAJOR), RTLD_NOW | RTLD_LOCAL)) ==
	    NULL && (h = dlopen("libcapstone.so", RTLD_NOW | RTLD_LOCAL)) ==
	    NULL) {
		snprintf(dt_cs.cs_why, sizeof(dt_cs.cs_why), "probes on "
		    "instructions need %s, which is not installed",
		    DT_CS_SONAME(CS_API_MAJOR));
		return -1;
	}
	*(void **)&version = dlsym(h, "cs_version");
	if (version != NULL)
		(void)version(&major, &minor);
	if (major != CS_API_MAJOR) {
		snprintf(dt_cs.cs_why, sizeof(dt_cs.cs_why), "probes on "
		    "instructions need capstone %d, and the installed "
		    "libcapstone.so is version %d.%d", CS_API_MAJOR, major,
		    minor);
		dlclose(h);
		return -1;
	}
	*(void **)&dt_cs.cs_open = dlsym(h, "cs_open");
	*(void **)&dt_cs.cs_malloc = dlsym(h, "cs_malloc");
	*(void **)&dt_cs.cs_disasm_iter = dlsym(h, "cs_disasm_iter");
	*(void **)&dt_cs.cs_free = dlsym(h, "cs_free");
	*(void **)&dt_cs.cs_close = dlsym(h, "cs_close");
	if (dt_cs.cs_open == NULL || dt_cs.cs_malloc == NULL ||
	    dt_cs.cs_disasm_iter == NULL || dt_cs.cs_free == NULL ||
	    dt_cs.cs_close == NULL) {
		snprintf(dt_cs.cs_why, sizeof(dt_cs.cs_why), "probes on "
		    "instructions need capstone, and the installed "
		    "libcapstone.so lacks its functions");
		dt_cs.cs_close = NULL;
		return -1;
	}
	return 0;
}

const char *
dt_uelf_disasm_why(void)
{
	return dt_cs_load() == 0 ? NULL : dt_cs.cs_why;
}

/* one decoded instruction (and, for an inlined copy's analysis, what is
 * known of it) */
typedef struct dt_uelf_ins {
	uint64_t ui_a;			/* its address */
	uint64_t ui_to;			/* a direct jump's or call's target */
	uint8_t ui_len;
	uint8_t ui_flow;		/* dt_x86_flow_t */
	uint8_t ui_in;			/* part of the copy looked at */
	uint8_t ui_mark;		/* reached from its entry */
} dt_uelf_ins_t;

typedef struct dt_uelf_code {
	dt_uelf_ins_t *c_v;
	size_t c_n, c_cap;
} dt_uelf_code_t;

/*
 * Decode the size bytes at file offset off of fd (x86-64), their
 * addresses counted from addr, up to the first byte that does not decode
 * (data, padding: *partialp, if not NULL, is then set), appending them to
 * cp.  0, or -1 if the bytes cannot be read or decoded.
 */
static int
dt_uelf_decode(int fd, uint64_t off, uint64_t size, uint64_t addr,
    dt_uelf_code_t *cp, int *partialp)
{
	const uint64_t start = addr;
	const uint8_t *code;
	uint8_t *buf;
	size_t left = size;
	cs_insn *insn;
	csh cs;
	int rc = 0;

	if (size == 0 || size > (1 << 24) || (buf = malloc(size)) == NULL)
		return -1;
	if (pread(fd, buf, size, (off_t)off) != (ssize_t)size ||
	    dt_cs.cs_open(CS_ARCH_X86, CS_MODE_64, &cs) != CS_ERR_OK) {
		free(buf);
		return -1;
	}
	if ((insn = dt_cs.cs_malloc(cs)) == NULL) {
		dt_cs.cs_close(&cs);
		free(buf);
		return -1;
	}
	code = buf;
	while (rc == 0 && dt_cs.cs_disasm_iter(cs, &code, &left, &addr, insn)) {
		dt_uelf_ins_t *ip;

		if (cp->c_n == cp->c_cap) {
			size_t cap = cp->c_cap ? cp->c_cap * 2 : 256;

			if ((ip = realloc(cp->c_v, cap * sizeof(*ip))) ==
			    NULL) {
				rc = -1;
				break;
			}
			cp->c_v = ip;
			cp->c_cap = cap;
		}
		ip = &cp->c_v[cp->c_n++];
		ip->ui_a = insn->address;
		ip->ui_len = (uint8_t)insn->size;
		ip->ui_flow = (uint8_t)dt_x86_flow(buf + (insn->address - start),
		    insn->size, insn->address, &ip->ui_to);
		ip->ui_in = ip->ui_mark = 0;
	}
	if (partialp != NULL && left != 0)
		*partialp = 1;
	dt_cs.cs_free(insn, 1);
	dt_cs.cs_close(&cs);
	free(buf);
	return rc;
}

/* ---- inlined copies of functions, from DWARF ---- */

typedef struct dt_uelf_range {
	uint64_t r_lo, r_hi;
} dt_uelf_range_t;

typedef struct dt_uelf_iwalk {
	Elf *iw_elf;			/* the object (its PT_LOADs) */
	int iw_fd;
	dt_uelf_want_f *iw_want;
	dt_uelf_inline_f *iw_f;
	void *iw_arg;
	int iw_rc;
	Dwarf_Die iw_sub;		/* the function being walked */
	int iw_insub;
	int iw_depth;			/* copies the walk is inside */
	int iw_decoded;			/* iw_code is iw_sub's: 1, or none: -1 */
	dt_uelf_code_t iw_code;		/* its instructions, by address */
} dt_uelf_iwalk_t;

static int
dt_uelf_inscmp(const void *a, const void *b)
{
	const dt_uelf_ins_t *x = a, *y = b;

	return x->ui_a < y->ui_a ? -1 : x->ui_a > y->ui_a;
}

/* the instructions of the function being walked, decoded once; 0 when
 * they are there */
static int
dt_uelf_subcode(dt_uelf_iwalk_t *iw)
{
	Dwarf_Addr base, lo, hi;
	ptrdiff_t it = 0;
	uint64_t off;
	int rc = 0;

	if (iw->iw_decoded != 0)
		return iw->iw_decoded > 0 ? 0 : -1;
	iw->iw_decoded = -1;
	iw->iw_code.c_n = 0;
	if (!iw->iw_insub || dt_cs_load() != 0)
		return -1;
	while (rc == 0 &&
	    (it = dwarf_ranges(&iw->iw_sub, it, &base, &lo, &hi)) > 0)
		rc = hi <= lo || dt_uelf_offset(iw->iw_elf, lo, &off) != 0 ?
		    -1 : dt_uelf_decode(iw->iw_fd, off, hi - lo, lo,
		    &iw->iw_code, NULL);
	if (rc != 0 || iw->iw_code.c_n == 0)
		return -1;
	qsort(iw->iw_code.c_v, iw->iw_code.c_n, sizeof(*iw->iw_code.c_v),
	    dt_uelf_inscmp);
	iw->iw_decoded = 1;
	return 0;
}

static dt_uelf_ins_t *
dt_uelf_ins_at(const dt_uelf_iwalk_t *iw, uint64_t a)
{
	dt_uelf_ins_t key;

	key.ui_a = a;
	return bsearch(&key, iw->iw_code.c_v, iw->iw_code.c_n, sizeof(key),
	    dt_uelf_inscmp);
}

static int
dt_uelf_inrange(const dt_uelf_range_t *r, size_t nr, uint64_t a)
{
	size_t i;

	for (i = 0; i < nr; i++)
		if (a >= r[i].r_lo && a < r[i].r_hi)
			return 1;
	return 0;
}

/* whether control goes from ip on to the instruction after it */
static int
dt_uelf_falls(const dt_uelf_ins_t *ip)
{
	return ip->ui_flow == DT_X86_NEXT || ip->ui_flow == DT_X86_CALL ||
	    ip->ui_flow == DT_X86_JCC;
}

/* whether every way to a is from an instruction of the copy (marked) */
static int
dt_uelf_only_from_copy(const dt_uelf_iwalk_t *iw, uint64_t a)
{
	size_t i;

	for (i = 0; i < iw->iw_code.c_n; i++) {
		const dt_uelf_ins_t *ip = &iw->iw_code.c_v[i];

		if (((dt_uelf_falls(ip) && ip->ui_a + ip->ui_len == a) ||
		    ((ip->ui_flow == DT_X86_JMP || ip->ui_flow == DT_X86_JCC) &&
		    ip->ui_to == a)) && !ip->ui_mark)
			return 0;
	}
	return 1;
}

static int
dt_uelf_addplace(uint64_t **vp, size_t *np, uint64_t a)
{
	uint64_t *v;
	size_t i;

	for (i = 0; i < *np; i++)
		if ((*vp)[i] == a)
			return 0;
	if ((v = realloc(*vp, (*np + 1) * sizeof(*v))) == NULL)
		return -1;
	v[(*np)++] = a;
	*vp = v;
	return 0;
}

/*
 * The instructions of a copy (ranges r[0..nr)): those in its ranges, and
 * the few straight-line ones the compiler scheduled in between two of its
 * own (a loop counter's increment, say), which control passes through
 * without leaving the copy.
 */
#define DT_UELF_SCHEDULED	4	/* the most of those in a row */

static void
dt_uelf_copy_insns(dt_uelf_iwalk_t *iw, const dt_uelf_range_t *r, size_t nr)
{
	size_t i, j;

	for (i = 0; i < iw->iw_code.c_n; i++) {
		iw->iw_code.c_v[i].ui_in = dt_uelf_inrange(r, nr,
		    iw->iw_code.c_v[i].ui_a);
		iw->iw_code.c_v[i].ui_mark = 0;
	}
	for (i = 1; i < iw->iw_code.c_n; i++) {
		const dt_uelf_ins_t *prev = &iw->iw_code.c_v[i - 1];

		if (iw->iw_code.c_v[i].ui_in || !prev->ui_in ||
		    !dt_uelf_falls(prev) ||
		    prev->ui_a + prev->ui_len != iw->iw_code.c_v[i].ui_a)
			continue;
		for (j = i; j < iw->iw_code.c_n && j - i < DT_UELF_SCHEDULED &&
		    !iw->iw_code.c_v[j].ui_in &&
		    iw->iw_code.c_v[j].ui_flow == DT_X86_NEXT &&
		    iw->iw_code.c_v[j].ui_a + iw->iw_code.c_v[j].ui_len ==
		    (j + 1 < iw->iw_code.c_n ? iw->iw_code.c_v[j + 1].ui_a : 0); j++)
			;
		if (j > i && j < iw->iw_code.c_n && iw->iw_code.c_v[j].ui_in &&
		    j - i <= DT_UELF_SCHEDULED)
			for (; i < j; i++)
				iw->iw_code.c_v[i].ui_in = 1;
	}
}

/*
 * Where an inlined copy (ranges r[0..nr), entered at entry) is left: the
 * ways out of the instructions reached from its entry without leaving it.
 * A way out goes to its target when only the copy leads there (the copy
 * is then left when that instruction is reached: after a call that ends
 * the copy, say); else it is at the instruction that always leaves (one
 * that falls out of the copy, a jump out of it, a return).  A conditional
 * jump out of the copy to a place that other code leads to as well is
 * taken to leave at its target.  Addresses go to *vp; -1 when the code
 * cannot be followed.
 */
static int
dt_uelf_copy_exits(dt_uelf_iwalk_t *iw, const dt_uelf_range_t *r, size_t nr,
    uint64_t entry, uint64_t **vp, size_t *np)
{
	dt_uelf_ins_t **stack, *ip, *jp;
	size_t i, sp = 0;
	int rc = 0;

	*vp = NULL;
	*np = 0;
	if (dt_uelf_subcode(iw) != 0 || (ip = dt_uelf_ins_at(iw, entry)) ==
	    NULL || (stack = malloc(iw->iw_code.c_n * 2 * sizeof(*stack))) ==
	    NULL)
		return -1;
	dt_uelf_copy_insns(iw, r, nr);
	/* first mark what is reached, then look at the ways out */
	stack[sp++] = ip;
	while (sp > 0) {
		uint64_t next[2];
		int k, nn = 0;

		ip = stack[--sp];
		if (ip->ui_mark)
			continue;
		ip->ui_mark = 1;
		if (dt_uelf_falls(ip))
			next[nn++] = ip->ui_a + ip->ui_len;
		if (ip->ui_flow == DT_X86_JMP || ip->ui_flow == DT_X86_JCC)
			next[nn++] = ip->ui_to;
		for (k = 0; k < nn; k++)
			if ((jp = dt_uelf_ins_at(iw, next[k])) != NULL &&
			    jp->ui_in && !jp->ui_mark)
				stack[sp++] = jp;
	}
	free(stack);
	for (i = 0; rc == 0 && i < iw->iw_code.c_n; i++) {
		uint64_t next[2];
		int k, nn = 0;

		ip = &iw->iw_code.c_v[i];
		if (!ip->ui_mark)
			continue;
		if (ip->ui_flow == DT_X86_RET) {
			rc = dt_uelf_addplace(vp, np, ip->ui_a);
			continue;
		}
		if (dt_uelf_falls(ip))
			next[nn++] = ip->ui_a + ip->ui_len;
		if (ip->ui_flow == DT_X86_JMP || ip->ui_flow == DT_X86_JCC)
			next[nn++] = ip->ui_to;
		for (k = 0; rc == 0 && k < nn; k++) {
			if ((jp = dt_uelf_ins_at(iw, next[k])) != NULL &&
			    jp->ui_in)
				continue;		/* still in the copy */
			if (jp != NULL && dt_uelf_only_from_copy(iw, next[k]))
				rc = dt_uelf_addplace(vp, np, next[k]);
			else if (ip->ui_flow == DT_X86_NEXT ||
			    ip->ui_flow == DT_X86_JMP || jp == NULL)
				rc = dt_uelf_addplace(vp, np, ip->ui_a);
			else
				rc = dt_uelf_addplace(vp, np, next[k]);
		}
	}
	if (rc != 0) {
		free(*vp);
		*vp = NULL;
		*np = 0;
	}
	return rc;
}

/* one DW_TAG_inlined_subroutine: where it is entered, where it is left */
static void
dt_uelf_inline(dt_uelf_iwalk_t *iw, Dwarf_Die *die)
{
	Dwarf_Attribute attr;
	Dwarf_Addr base, start, end, entry = 0;
	dt_uelf_range_t r[64];
	uint64_t eoff, roff, *exits;
	const char *name;
	ptrdiff_t it;
	size_t nr = 0, nx, i;

	if (dwarf_attr_integrate(die, DW_AT_name, &attr) == NULL ||
	    (name = dwarf_formstring(&attr)) == NULL ||
	    (iw->iw_want != NULL && !iw->iw_want(name, iw->iw_arg)))
		return;
	if (dwarf_attr(die, DW_AT_entry_pc, &attr) != NULL)
		dwarf_formaddr(&attr, &entry);
	for (it = 0; nr < 64 &&
	    (it = dwarf_ranges(die, it, &base, &start, &end)) > 0; nr++) {
		r[nr].r_lo = start;
		r[nr].r_hi = end;
	}
	if (nr == 0)
		return;
	if (entry == 0)
		entry = r[0].r_lo;
	if (dt_uelf_offset(iw->iw_elf, entry, &eoff) == 0)
		iw->iw_rc = iw->iw_f(name, entry, eoff, 0,
		    iw->iw_depth + 1, iw->iw_arg);
	if (iw->iw_rc != 0)
		return;
	if (dt_uelf_copy_exits(iw, r, nr, entry, &exits, &nx) == 0) {
		for (i = 0; iw->iw_rc == 0 && i < nx; i++)
			if (dt_uelf_offset(iw->iw_elf, exits[i], &roff) == 0)
				iw->iw_rc = iw->iw_f(name, exits[i], roff,
				    1, iw->iw_depth + 1, iw->iw_arg);
		free(exits);
		return;
	}
	/* the code cannot be followed: left at the end of each range */
	for (i = 0; iw->iw_rc == 0 && i < nr; i++)
		if (dt_uelf_offset(iw->iw_elf, r[i].r_hi, &roff) == 0)
			iw->iw_rc = iw->iw_f(name, r[i].r_hi, roff, 1,
			    iw->iw_depth + 1, iw->iw_arg);
}

static void
dt_uelf_dies(dt_uelf_iwalk_t *iw, Dwarf_Die *parent, int depth)
{
	Dwarf_Die die;

	if (depth > 64 || dwarf_child(parent, &die) != 0)
		return;
	do {
		int tag = dwarf_tag(&die);

		if (tag == DW_TAG_inlined_subroutine) {
			dt_uelf_inline(iw, &die);
			iw->iw_depth++;
			if (dwarf_haschildren(&die))
				dt_uelf_dies(iw, &die, depth + 1);
			iw->iw_depth--;
		} else if (tag == DW_TAG_subprogram && !iw->iw_insub) {
			/* the function the copies in it are part of */
			iw->iw_sub = die;
			iw->iw_insub = 1;
			iw->iw_decoded = 0;
			if (dwarf_haschildren(&die))
				dt_uelf_dies(iw, &die, depth + 1);
			iw->iw_insub = 0;
		} else if (dwarf_haschildren(&die)) {
			dt_uelf_dies(iw, &die, depth + 1);
		}
	} while (iw->iw_rc == 0 && dwarf_siblingof(&die, &die) == 0);
}

int
dt_uelf_inlines(const char *path, dt_uelf_want_f *want, dt_uelf_inline_f *f,
    void *arg)
{
	dt_uelf_iwalk_t iw;
	Dwarf_Off off = 0, next;
	Dwarf_Die cu;
	size_t hsize;
	Dwarf *dw;
	Elf *elf;
	int fd;

	if ((elf = dt_uelf_open(path, &fd)) == NULL)
		return 0;
	if ((dw = dwarf_begin_elf(elf, DWARF_C_READ, NULL)) == NULL) {
		dt_uelf_close(elf, fd);
		return 1;		/* no debugging information */
	}
	memset(&iw, 0, sizeof(iw));
	iw.iw_elf = elf;
	iw.iw_fd = fd;
	iw.iw_want = want;
	iw.iw_f = f;
	iw.iw_arg = arg;
	while (iw.iw_rc == 0 &&
	    dwarf_nextcu(dw, off, &next, &hsize, NULL, NULL, NULL) == 0) {
		if (dwarf_offdie(dw, off + hsize, &cu) != NULL)
			dt_uelf_dies(&iw, &cu, 0);
		off = next;
	}
	free(iw.iw_code.c_v);
	dwarf_end(dw);
	dt_uelf_close(elf, fd);
	return iw.iw_rc;
}

/* ---- the instructions of a function ---- */

int
dt_uelf_insns(const char *path, uint64_t off, uint64_t size,
    uint64_t **offsp, size_t *np)
{
	dt_uelf_code_t c = { NULL, 0, 0 };
	uint64_t *v;
	size_t i;
	int fd, rc;

	*offsp = NULL;
	*np = 0;
	if (dt_cs_load() != 0)
		return -2;
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return -1;
	rc = dt_uelf_decode(fd, off, size, 0, &c, NULL);
	close(fd);
	if (rc != 0 || (v = malloc((c.c_n + 1) * sizeof(*v))) == NULL) {
		free(c.c_v);
		return -1;
	}
	for (i = 0; i < c.c_n; i++)
		v[i] = c.c_v[i].ui_a;
	free(c.c_v);
	*offsp = v;
	*np = c.c_n;
	return 0;
}

/*
 * The places a function is left from: its return instructions, and the
 * jumps (tail calls) whose target is outside it, the function being the
 * size bytes at file offset off and, when csize is not 0, its cold part
 * (GCC's "f.cold") at coff.  File offsets go to *offsp.
 */
int
dt_uelf_exits(const char *path, uint64_t off, uint64_t size, uint64_t coff,
    uint64_t csize, uint64_t **offsp, size_t *np, int *partialp)
{
	dt_uelf_code_t c = { NULL, 0, 0 };
	uint64_t *v;
	size_t i, n = 0;
	int fd, rc;

	*offsp = NULL;
	*np = 0;
	*partialp = 0;
	if (dt_cs_load() != 0)
		return -2;
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return -1;
	/* (instructions at their file offsets) */
	rc = dt_uelf_decode(fd, off, size, off, &c, partialp);
	if (rc == 0 && csize != 0)
		rc = dt_uelf_decode(fd, coff, csize, coff, &c, partialp);
	close(fd);
	if (rc != 0 || (v = malloc((c.c_n + 1) * sizeof(*v))) == NULL) {
		free(c.c_v);
		return -1;
	}
	for (i = 0; i < c.c_n; i++) {
		const dt_uelf_ins_t *ip = &c.c_v[i];

		if (ip->ui_flow == DT_X86_RET ||
		    ((ip->ui_flow == DT_X86_JMP || ip->ui_flow == DT_X86_JCC) &&
		    (ip->ui_to < off || ip->ui_to >= off + size) &&
		    (ip->ui_to < coff || ip->ui_to >= coff + csize)))
			v[n++] = ip->ui_a;
	}
	free(c.c_v);
	*offsp = v;
	*np = n;
	return 0;
}

/* ---- instructions a uprobe must not be placed on ---- */

/*
 * x86-64 instructions a uprobe cannot be placed on, with the reason: the
 * kernel refuses them (a lock or segment prefix, as its uprobe code
 * does), or single-steps them out of line in a way that breaks the traced
 * program (a probe on a system call instruction: the program returns into
 * the kernel's out-of-line slot and crashes).  An instruction is matched
 * after its legacy and REX prefixes; rows with ui_pfx match a prefix
 * among them, whatever the opcode.
 */
static const struct {
	uint8_t ui_op[2];		/* opcode bytes */
	uint8_t ui_len;			/* how many of them */
	uint8_t ui_pfx;			/* or a prefix */
	const char *ui_why;
} dt_uelf_unsafe[] = {
	{ { 0 }, 0, 0xf0, "has a lock prefix, which the kernel does not "
	    "single-step" },
	{ { 0 }, 0, 0x2e, "has a cs segment prefix, which the kernel's "
	    "uprobes refuse" },
	{ { 0 }, 0, 0x3e, "has a ds segment (or notrack) prefix, which the "
	    "kernel's uprobes refuse" },
	{ { 0 }, 0, 0x26, "has an es segment prefix, which the kernel's "
	    "uprobes refuse" },
	{ { 0 }, 0, 0x36, "has an ss segment prefix, which the kernel's "
	    "uprobes refuse" },
	{ { 0x0f, 0x05 }, 2, 0, "is a system call (syscall), which the "
	    "kernel does not single-step safely" },
	{ { 0x0f, 0x34 }, 2, 0, "is a system call (sysenter), which the "
	    "kernel does not single-step safely" },
	{ { 0xcd, 0x80 }, 2, 0, "is a system call (int $0x80), which the "
	    "kernel does not single-step safely" },
	{ { 0xcc }, 1, 0, "is a breakpoint (int3), which the kernel's "
	    "uprobes refuse" },
	{ { 0xf4 }, 1, 0, "is a halt (hlt), which the kernel's uprobes "
	    "refuse" },
};

const char *
dt_uelf_insn_unsafe(const uint8_t *b, size_t n)
{
	size_t i, j, k = 0, op;

	/* legacy prefixes, then REX, then the opcode at op */
	while (k < n && k < 14 && (b[k] == 0xf0 || b[k] == 0xf2 ||
	    b[k] == 0xf3 || b[k] == 0x2e || b[k] == 0x36 || b[k] == 0x3e ||
	    b[k] == 0x26 || b[k] == 0x64 || b[k] == 0x65 || b[k] == 0x66 ||
	    b[k] == 0x67))
		k++;
	op = k < n && (b[k] & 0xf0) == 0x40 ? k + 1 : k;
	for (i = 0; i < sizeof(dt_uelf_unsafe) / sizeof(dt_uelf_unsafe[0]);
	    i++) {
		if (dt_uelf_unsafe[i].ui_pfx != 0) {
			for (j = 0; j < k; j++)
				if (b[j] == dt_uelf_unsafe[i].ui_pfx)
					return dt_uelf_unsafe[i].ui_why;
		} else if (n - op >= dt_uelf_unsafe[i].ui_len &&
		    memcmp(b + op, dt_uelf_unsafe[i].ui_op,
		    dt_uelf_unsafe[i].ui_len) == 0) {
			return dt_uelf_unsafe[i].ui_why;
		}
	}
	return NULL;
}

const char *
dt_uelf_unsafe_at(int fd, uint64_t off)
{
	uint8_t b[15];
	ssize_t n = pread(fd, b, sizeof(b), (off_t)off);

	return n > 0 ? dt_uelf_insn_unsafe(b, (size_t)n) : NULL;
}

const char *
dt_uelf_unsafe_file(const char *path, uint64_t off)
{
	const char *why;
	int fd;

	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return NULL;
	why = dt_uelf_unsafe_at(fd, off);
	close(fd);
	return why;
}

int
dt_uelf_is_entry(const char *path, uint64_t off)
{
	GElf_Ehdr eh;
	uint64_t eoff;
	Elf *elf;
	int fd, rc = 0;

	if ((elf = dt_uelf_open(path, &fd)) == NULL)
		return 0;
	if (gelf_getehdr(elf, &eh) != NULL && eh.e_entry != 0 &&
	    dt_uelf_offset(elf, eh.e_entry, &eoff) == 0)
		rc = eoff == off;
	dt_uelf_close(elf, fd);
	return rc;
}

int
dt_uelf_entry(const char *path, uint64_t *entryp)
{
	GElf_Ehdr eh;
	Elf *elf;
	int fd, rc = -1;

	if ((elf = dt_uelf_open(path, &fd)) == NULL)
		return -1;
	if (gelf_getehdr(elf, &eh) != NULL) {
		*entryp = eh.e_entry;
		rc = 0;
	}
	dt_uelf_close(elf, fd);
	return rc;
}

/* ---- the libraries a program loads ---- */

static const char *const dt_uelf_libdirs[] = {
	"/lib/x86_64-linux-gnu", "/usr/lib/x86_64-linux-gnu", "/lib64",
	"/usr/lib64", "/lib", "/usr/lib", "/usr/local/lib", NULL
};

static int
dt_uelf_have(const dt_uelf_list_t *l, const char *path)
{
	size_t i;

	for (i = 0; i < l->ul_n; i++) {
		if (strcmp(l->ul_paths[i], path) == 0)
			return 1;
	}
	return 0;
}

int
dt_uelf_list_add(dt_uelf_list_t *l, const char *path)
{
	char **v;

	if (dt_uelf_have(l, path))
		return 0;
	if ((v = realloc(l->ul_paths, (l->ul_n + 1) * sizeof(*v))) == NULL)
		return -1;
	l->ul_paths = v;
	if ((v[l->ul_n] = strdup(path)) == NULL)
		return -1;
	l->ul_n++;
	return 0;
}

/* find a DT_NEEDED name in the run path, then the system's directories */
static int
dt_uelf_find(const char *name, const char *runpath, const char *origin,
    char *buf, size_t len)
{
	const char *p, *colon;
	size_t i, n;

	if (strchr(name, '/') != NULL) {
		snprintf(buf, len, "%s", name);
		return access(buf, R_OK);
	}
	for (p = runpath; p != NULL && *p != '\0';
	    p = colon != NULL ? colon + 1 : NULL) {
		colon = strchr(p, ':');
		n = colon != NULL ? (size_t)(colon - p) : strlen(p);
		if (n >= 7 && strncmp(p, "$ORIGIN", 7) == 0)
			snprintf(buf, len, "%s%.*s/%s", origin, (int)(n - 7),
			    p + 7, name);
		else
			snprintf(buf, len, "%.*s/%s", (int)n, p, name);
		if (access(buf, R_OK) == 0)
			return 0;
	}
	for (i = 0; dt_uelf_libdirs[i] != NULL; i++) {
		snprintf(buf, len, "%s/%s", dt_uelf_libdirs[i], name);
		if (access(buf, R_OK) == 0)
			return 0;
	}
	return -1;
}

/* add the interpreter and the DT_NEEDED libraries of one object */
static int
dt_uelf_deps(dt_uelf_list_t *l, const char *path)
{
	char *needed[128], runpath[1024] = "", origin[1024], buf[4096];
	char real[4096];
	Elf_Scn *scn = NULL;
	GElf_Shdr sh;
	GElf_Phdr ph;
	GElf_Dyn dyn;
	Elf_Data *d;
	size_t i, n, nn = 0;
	char *slash;
	Elf *elf;
	int fd, rc = 0;

	if ((elf = dt_uelf_open(path, &fd)) == NULL)
		return 0;
	snprintf(origin, sizeof(origin), "%s", path);
	if ((slash = strrchr(origin, '/')) != NULL)
		*slash = '\0';
	if (elf_getphdrnum(elf, &n) == 0) {
		for (i = 0; i < n; i++) {
			char *interp;
			Elf_Data *id;

			if (gelf_getphdr(elf, (int)i, &ph) == NULL ||
			    ph.p_type != PT_INTERP)
				continue;
			id = elf_getdata_rawchunk(elf, (off_t)ph.p_offset,
			    ph.p_filesz, ELF_T_BYTE);
			interp = id != NULL ? id->d_buf : NULL;
			if (interp != NULL && ph.p_filesz > 1 &&
			    interp[ph.p_filesz - 1] == '\0' &&
			    realpath(interp, buf) != NULL)
				rc = dt_uelf_list_add(l, buf);
		}
	}
	while (rc == 0 && (scn = elf_nextscn(elf, scn)) != NULL) {
		if (gelf_getshdr(scn, &sh) == NULL || sh.sh_type != SHT_DYNAMIC ||
		    sh.sh_entsize == 0 || (d = elf_getdata(scn, NULL)) == NULL)
			continue;
		for (i = 0; i < sh.sh_size / sh.sh_entsize; i++) {
			const char *s;

			if (gelf_getdyn(d, (int)i, &dyn) == NULL)
				continue;
			if (dyn.d_tag != DT_NEEDED && dyn.d_tag != DT_RUNPATH &&
			    dyn.d_tag != DT_RPATH)
				continue;
			s = elf_strptr(elf, sh.sh_link, dyn.d_un.d_val);
			if (s == NULL)
				continue;
			if (dyn.d_tag != DT_NEEDED)
				snprintf(runpath, sizeof(runpath), "%s", s);
			else if (nn < sizeof(needed) / sizeof(needed[0]))
				needed[nn++] = (char *)s;
		}
	}
	for (i = 0; rc == 0 && i < nn; i++) {
		if (dt_uelf_find(needed[i], runpath, origin, buf,
		    sizeof(buf)) == 0 && realpath(buf, real) != NULL)
			rc = dt_uelf_list_add(l, real);
	}
	dt_uelf_close(elf, fd);
	return rc;
}

int
dt_uelf_program(const char *path, dt_uelf_list_t *l)
{
	char buf[4096];
	size_t i;

	memset(l, 0, sizeof(*l));
	if (realpath(path, buf) == NULL || dt_uelf_list_add(l, buf) != 0)
		return -1;
	/* the list grows as it is walked: each library's own needs */
	for (i = 0; i < l->ul_n; i++) {
		if (dt_uelf_deps(l, l->ul_paths[i]) != 0)
			return -1;
	}
	return 0;
}

void
dt_uelf_list_free(dt_uelf_list_t *l)
{
	size_t i;

	for (i = 0; i < l->ul_n; i++)
		free(l->ul_paths[i]);
	free(l->ul_paths);
	memset(l, 0, sizeof(*l));
}
