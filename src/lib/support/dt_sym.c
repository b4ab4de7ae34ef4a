/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_sym.c -- symbol tables for stacks, sym() and usym().
 *
 * The kernel's table is read from /proc/kallsyms the first time a kernel
 * address is looked up.  A process is "grabbed" the first time one of its
 * addresses is seen: its /proc/PID/maps is read and the ELF symbol table of
 * every file it maps is loaded (once per file, shared between processes by
 * device and inode).  Files without a .symtab get one from their separate
 * debug file, found by build-id or by .gnu_debuglink, as gdb finds them.
 */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <gelf.h>
#include <libelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#include "dt_sym.h"

/* one symbol: its address, size (0 if unknown) and name in the pool */
typedef struct dt_sym {
	uint64_t s_addr;
	uint32_t s_size;
	uint32_t s_name;
	uint16_t s_mod;		/* kernel: index in st_mods */
	uint8_t s_rank;		/* lower is preferred among equal addresses */
} dt_sym_t;

typedef struct dt_symtab {
	dt_sym_t *st_syms;
	size_t st_n, st_cap;
	char *st_pool;
	size_t st_plen, st_pcap;
	char **st_mods;		/* kernel: module names, [0] "vmlinux" */
	uint64_t *st_modbase;	/* kernel: lowest address of each module */
	size_t st_nmods;
} dt_symtab_t;

/* an ELF file: the address ranges it loads and its symbols */
typedef struct dt_obj {
	struct dt_obj *o_next;
	dev_t o_dev;
	ino_t o_ino;
	char *o_name;		/* base name, as DTrace prints it */
	char *o_path;		/* the path it was first mapped from */
	int o_elf;		/* it is an ELF file with load segments */
	struct dt_seg {
		uint64_t sg_off, sg_size, sg_vaddr;
	} *o_segs;
	int o_nsegs;
	dt_symtab_t o_tab;
} dt_obj_t;

/* one mapping of a process */
typedef struct dt_pmap {
	uint64_t pm_start, pm_end, pm_off;
	dt_obj_t *pm_obj;	/* NULL for anonymous and special mappings */
} dt_pmap_t;

typedef struct dt_uproc {
	struct dt_uproc *up_next;
	int up_pid;
	int up_regrabbed;	/* maps re-read once for an unknown address */
	dt_pmap_t *up_maps;
	int up_nmaps;
} dt_uproc_t;

struct dt_syms {
	int sy_kloaded;
	dt_symtab_t sy_kernel;
	dt_obj_t *sy_objs;
	dt_uproc_t *sy_procs;		/* newest first */
	int sy_nprocs;
	char sy_debugdir[256];
};

/* ---- symbol tables ---- */

static uint32_t
dt_tab_str(dt_symtab_t *st, const char *s)
{
	size_t n = strlen(s) + 1;
	uint32_t at;

	if (st->st_plen + n > st->st_pcap) {
		size_t cap = st->st_pcap ? st->st_pcap * 2 : 4096;
		char *p;

		while (cap < st->st_plen + n)
			cap *= 2;
		if ((p = realloc(st->st_pool, cap)) == NULL)
			return UINT32_MAX;
		st->st_pool = p;
		st->st_pcap = cap;
	}
	at = (uint32_t)st->st_plen;
	memcpy(st->st_pool + at, s, n);
	st->st_plen += n;
	return at;
}

static int
dt_tab_add(dt_symtab_t *st, uint64_t addr, uint64_t size, const char *name,
    int mod, int rank)
{
	dt_sym_t *s;
	uint32_t at;

	if (st->st_n == st->st_cap) {
		size_t cap = st->st_cap ? st->st_cap * 2 : 256;

		if ((s = realloc(st->st_syms, cap * sizeof(*s))) == NULL)
			return -1;
		st->st_syms = s;
		st->st_cap = cap;
	}
	if ((at = dt_tab_str(st, name)) == UINT32_MAX)
		return -1;
	s = &st->st_syms[st->st_n++];
	s->s_addr = addr;
	s->s_size = size > UINT32_MAX ? UINT32_MAX : (uint32_t)size;
	s->s_name = at;
	s->s_mod = (uint16_t)mod;
	/* fewer leading underscores first, then global before weak/local */
	while (*name == '_' && rank < 0xf0)
		name++, rank += 0x10;
	s->s_rank = (uint8_t)rank;
	return 0;
}

static int
dt_sym_cmp(const void *a, const void *b)
{
	const dt_sym_t *x = a, *y = b;

	if (x->s_addr != y->s_addr)
		return x->s_addr < y->s_addr ? -1 : 1;
	if (x->s_rank != y->s_rank)
		return x->s_rank < y->s_rank ? -1 : 1;
	return x->s_name < y->s_name ? -1 : x->s_name > y->s_name;
}

/* sort by address, keeping only the preferred symbol of each address */
static void
dt_tab_sort(dt_symtab_t *st)
{
	size_t i, j;

	if (st->st_n == 0)
		return;
	qsort(st->st_syms, st->st_n, sizeof(dt_sym_t), dt_sym_cmp);
	for (i = 0, j = 1; j < st->st_n; j++) {
		if (st->st_syms[j].s_addr == st->st_syms[i].s_addr) {
			if (st->st_syms[i].s_size == 0)
				st->st_syms[i].s_size = st->st_syms[j].s_size;
			continue;
		}
		st->st_syms[++i] = st->st_syms[j];
	}
	st->st_n = i + 1;
}

/* the symbol containing addr, or NULL */
static const dt_sym_t *
dt_tab_find(const dt_symtab_t *st, uint64_t addr)
{
	size_t lo = 0, hi = st->st_n;
	const dt_sym_t *s, *next;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (st->st_syms[mid].s_addr <= addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == 0)
		return NULL;
	s = &st->st_syms[lo - 1];
	next = lo < st->st_n ? &st->st_syms[lo] : NULL;
	if (s->s_size != 0 && addr - s->s_addr >= s->s_size)
		return NULL;
	if (s->s_size == 0 && next == NULL && addr - s->s_addr >= 0x100000)
		return NULL;
	return s;
}

static void
dt_tab_free(dt_symtab_t *st)
{
	size_t i;

	for (i = 0; i < st->st_nmods; i++)
		free(st->st_mods[i]);
	free(st->st_mods);
	free(st->st_modbase);
	free(st->st_syms);
	free(st->st_pool);
	memset(st, 0, sizeof(*st));
}

/* ---- the kernel ---- */

static int
dt_kmod_index(dt_symtab_t *st, const char *name)
{
	size_t i;
	char **m;
	uint64_t *b;

	for (i = st->st_nmods; i-- > 0;)
		if (strcmp(st->st_mods[i], name) == 0)
			return (int)i;
	if (st->st_nmods >= UINT16_MAX)
		return 0;
	m = realloc(st->st_mods, (st->st_nmods + 1) * sizeof(*m));
	if (m == NULL)
		return 0;
	st->st_mods = m;
	b = realloc(st->st_modbase, (st->st_nmods + 1) * sizeof(*b));
	if (b == NULL)
		return 0;
	st->st_modbase = b;
	if ((m[st->st_nmods] = strdup(name)) == NULL)
		return 0;
	b[st->st_nmods] = UINT64_MAX;
	return (int)st->st_nmods++;
}

static void
dt_kernel_load(dt_syms_t *sy)
{
	dt_symtab_t *st = &sy->sy_kernel;
	FILE *f;
	char line[512], name[256], mod[128], type;
	unsigned long long addr;
	size_t i;

	sy->sy_kloaded = 1;
	if ((f = fopen("/proc/kallsyms", "r")) == NULL)
		return;
	dt_kmod_index(st, "vmlinux");
	while (fgets(line, sizeof(line), f) != NULL) {
		int n, m = 0;

		mod[0] = '\0';
		n = sscanf(line, "%llx %c %255s [%127[^]]]", &addr, &type,
		    name, mod);
		if (n < 3 || addr == 0 || type == 'a' || type == 'A' ||
		    type == 'U' || type == 'u')
			continue;
		if (n == 4)
			m = dt_kmod_index(st, mod);
		if (dt_tab_add(st, addr, 0, name, m, isupper(type) ? 0 : 2)
		    != 0)
			break;
		if (addr < st->st_modbase[m])
			st->st_modbase[m] = addr;
	}
	fclose(f);
	dt_tab_sort(st);
	/* a symbol ends where the next one starts */
	for (i = 0; i + 1 < st->st_n; i++) {
		uint64_t d = st->st_syms[i + 1].s_addr - st->st_syms[i].s_addr;

		st->st_syms[i].s_size = d > UINT32_MAX ? 0 : (uint32_t)d;
	}
}

int
dt_syms_kernel(dt_syms_t *sy, uint64_t addr, dt_symres_t *res)
{
	dt_symtab_t *st = &sy->sy_kernel;
	const dt_sym_t *s;

	memset(res, 0, sizeof(*res));
	if (!sy->sy_kloaded)
		dt_kernel_load(sy);
	if ((s = dt_tab_find(st, addr)) == NULL)
		return 0;
	res->sr_module = st->st_mods[s->s_mod];
	res->sr_modbase = st->st_modbase[s->s_mod];
	res->sr_name = st->st_pool + s->s_name;
	res->sr_symaddr = s->s_addr;
	res->sr_offset = addr - s->s_addr;
	res->sr_symsize = s->s_size;
	return 2;
}

int
dt_syms_kernel_byname(dt_syms_t *sy, const char *name, uint64_t *addrp,
    uint64_t *sizep)
{
	return dt_syms_kernel_func(sy, name, NULL, addrp, sizep, NULL);
}

int
dt_syms_kernel_func(dt_syms_t *sy, const char *name, const char *mod,
    uint64_t *addrp, uint64_t *sizep, const char **modp)
{
	dt_symtab_t *st = &sy->sy_kernel;
	size_t i;

	if (!sy->sy_kloaded)
		dt_kernel_load(sy);
	for (i = 0; i < st->st_n; i++) {
		const dt_sym_t *s = &st->st_syms[i];

		if (strcmp(st->st_pool + s->s_name, name) != 0 ||
		    (mod != NULL && *mod != '\0' &&
		    strcmp(st->st_mods[s->s_mod], mod) != 0))
			continue;
		*addrp = s->s_addr;
		*sizep = s->s_size;
		if (modp != NULL)
			*modp = st->st_mods[s->s_mod];
		return 0;
	}
	return -1;
}

/* ---- ELF files ---- */

/* add the function and object symbols of one symbol table section */
static void
dt_elf_symtab(Elf *elf, Elf_Scn *scn, const GElf_Shdr *sh, dt_symtab_t *st)
{
	Elf_Data *d = elf_getdata(scn, NULL);
	size_t i, n;

	if (d == NULL || sh->sh_entsize == 0)
		return;
	n = sh->sh_size / sh->sh_entsize;
	for (i = 1; i < n; i++) {
		GElf_Sym sym;
		const char *name, *at;
		char buf[256];
		int type, bind, rank;

		if (gelf_getsym(d, (int)i, &sym) == NULL)
			continue;
		type = GELF_ST_TYPE(sym.st_info);
		bind = GELF_ST_BIND(sym.st_info);
		if ((type != STT_FUNC && type != STT_GNU_IFUNC &&
		    type != STT_OBJECT) || sym.st_shndx == SHN_UNDEF ||
		    sym.st_value == 0)
			continue;
		name = elf_strptr(elf, sh->sh_link, sym.st_name);
		if (name == NULL || *name == '\0')
			continue;
		/* "clock_gettime@@GLIBC_2.17" is clock_gettime */
		if ((at = strchr(name, '@')) != NULL && at != name) {
			snprintf(buf, sizeof(buf), "%.*s", (int)(at - name),
			    name);
			name = buf;
		}
		rank = (type == STT_OBJECT ? 4 : 0) +
		    (bind == STB_GLOBAL ? 0 : bind == STB_WEAK ? 1 : 2);
		if (dt_tab_add(st, sym.st_value, sym.st_size, name, 0, rank)
		    != 0)
			return;
	}
}

int
dt_notes_buildid(const void *buf, size_t len, char *hex, size_t hexlen)
{
	const unsigned char *p = buf;
	size_t off = 0, i;

	while (off + 12 <= len) {
		uint32_t nh[3];
		size_t name, desc;

		memcpy(nh, p + off, sizeof(nh));
		name = off + 12;
		desc = name + ((nh[0] + 3) & ~3u);
		if (desc > len || desc + nh[1] > len)
			break;
		off = desc + ((nh[1] + 3) & ~3u);
		if (nh[2] != NT_GNU_BUILD_ID || nh[0] != 4 ||
		    memcmp(p + name, "GNU", 4) != 0 ||
		    nh[1] * 2 + 1 > hexlen)
			continue;
		for (i = 0; i < nh[1]; i++)
			snprintf(hex + 2 * i, 3, "%02x", p[desc + i]);
		return 0;
	}
	return -1;
}

int
dt_elf_buildid(const char *path, char *hex, size_t hexlen)
{
	Elf_Scn *scn = NULL;
	GElf_Shdr sh;
	Elf *elf;
	int fd, rc = -1;

	hex[0] = '\0';
	if (elf_version(EV_CURRENT) == EV_NONE ||
	    (fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return -1;
	if ((elf = elf_begin(fd, ELF_C_READ_MMAP, NULL)) != NULL) {
		while (rc != 0 && (scn = elf_nextscn(elf, scn)) != NULL) {
			Elf_Data *d;

			if (gelf_getshdr(scn, &sh) != NULL &&
			    sh.sh_type == SHT_NOTE &&
			    (d = elf_getdata(scn, NULL)) != NULL)
				rc = dt_notes_buildid(d->d_buf, d->d_size, hex,
				    hexlen);
		}
		elf_end(elf);
	}
	close(fd);
	return rc;
}

int
dt_kernel_buildid(char *hex, size_t hexlen)
{
	unsigned char buf[4096];
	ssize_t n;
	int fd;

	hex[0] = '\0';
	if ((fd = open("/sys/kernel/notes", O_RDONLY | O_CLOEXEC)) < 0)
		return -1;
	n = read(fd, buf, sizeof(buf));
	close(fd);
	return n > 0 ? dt_notes_buildid(buf, (size_t)n, hex, hexlen) : -1;
}

/* the symbols of an open ELF file; what tells where its debug file is */
static int
dt_elf_scan(Elf *elf, dt_symtab_t *st, char *buildid, size_t idlen,
    char *link, size_t linklen)
{
	Elf_Scn *scn = NULL, *symtab = NULL, *dynsym = NULL;
	GElf_Shdr sh, symsh = { 0 }, dynsh = { 0 };
	size_t shstrndx;

	if (elf_getshdrstrndx(elf, &shstrndx) != 0)
		return 0;
	while ((scn = elf_nextscn(elf, scn)) != NULL) {
		const char *name;

		if (gelf_getshdr(scn, &sh) == NULL)
			continue;
		name = elf_strptr(elf, shstrndx, sh.sh_name);
		if (sh.sh_type == SHT_SYMTAB && sh.sh_size > 0) {
			symtab = scn;
			symsh = sh;
		} else if (sh.sh_type == SHT_DYNSYM) {
			dynsym = scn;
			dynsh = sh;
		} else if (sh.sh_type == SHT_NOTE && buildid != NULL) {
			Elf_Data *d = elf_getdata(scn, NULL);

			if (d != NULL)
				dt_notes_buildid(d->d_buf, d->d_size, buildid,
				    idlen);
		} else if (link != NULL && name != NULL &&
		    strcmp(name, ".gnu_debuglink") == 0) {
			Elf_Data *d = elf_getdata(scn, NULL);

			if (d != NULL && d->d_size > 0)
				snprintf(link, linklen, "%.*s",
				    (int)strnlen(d->d_buf, d->d_size),
				    (const char *)d->d_buf);
		}
	}
	if (symtab != NULL) {
		dt_elf_symtab(elf, symtab, &symsh, st);
		return 1;
	}
	if (dynsym != NULL)
		dt_elf_symtab(elf, dynsym, &dynsh, st);
	return 0;
}

/* the .symtab of a separate debug file, if there is one */
static void
dt_elf_debugfile(dt_syms_t *sy, const char *path, const char *buildid,
    const char *link, dt_symtab_t *st)
{
	char cand[3][1300], dir[512];
	const char *slash = strrchr(path, '/');
	int i, n = 0;

	if (buildid[0] != '\0' && buildid[1] != '\0')
		snprintf(cand[n++], sizeof(cand[0]), "%s/.build-id/%.2s/%s.debug",
		    sy->sy_debugdir, buildid, buildid + 2);
	if (link[0] != '\0' && slash != NULL) {
		snprintf(dir, sizeof(dir), "%.*s", (int)(slash - path), path);
		snprintf(cand[n++], sizeof(cand[0]), "%s/%s%s/%s",
		    sy->sy_debugdir, dir[0] == '/' ? "" : "/", dir, link);
		snprintf(cand[n++], sizeof(cand[0]), "%s/.debug/%s", dir, link);
	}
	for (i = 0; i < n; i++) {
		dt_symtab_t dst;
		Elf *elf;
		int fd = open(cand[i], O_RDONLY | O_CLOEXEC), full;

		if (fd < 0)
			continue;
		memset(&dst, 0, sizeof(dst));
		elf = elf_begin(fd, ELF_C_READ_MMAP, NULL);
		full = elf != NULL &&
		    dt_elf_scan(elf, &dst, NULL, 0, NULL, 0);
		if (elf != NULL)
			elf_end(elf);
		close(fd);
		if (full) {
			dt_tab_free(st);
			*st = dst;
			return;
		}
		dt_tab_free(&dst);
	}
}

/* read an ELF file's load segments and symbols (open on fd) */
static void
dt_obj_load(dt_syms_t *sy, dt_obj_t *o, int fd, const char *path)
{
	Elf *elf = elf_begin(fd, ELF_C_READ_MMAP, NULL);
	char buildid[129] = "", link[256] = "";
	size_t i, nph;

	if (elf == NULL || elf_kind(elf) != ELF_K_ELF ||
	    elf_getphdrnum(elf, &nph) != 0 || nph == 0) {
		if (elf != NULL)
			elf_end(elf);
		return;
	}
	o->o_segs = calloc(nph, sizeof(*o->o_segs));
	for (i = 0; o->o_segs != NULL && i < nph; i++) {
		GElf_Phdr ph;

		if (gelf_getphdr(elf, (int)i, &ph) == NULL ||
		    ph.p_type != PT_LOAD)
			continue;
		o->o_segs[o->o_nsegs].sg_off = ph.p_offset;
		o->o_segs[o->o_nsegs].sg_size = ph.p_memsz;
		o->o_segs[o->o_nsegs].sg_vaddr = ph.p_vaddr;
		o->o_nsegs++;
	}
	o->o_elf = o->o_nsegs > 0;
	if (!dt_elf_scan(elf, &o->o_tab, buildid, sizeof(buildid), link,
	    sizeof(link)))
		dt_elf_debugfile(sy, path, buildid, link, &o->o_tab);
	elf_end(elf);
	dt_tab_sort(&o->o_tab);
}

/* the file mapped at path (as pid sees it), loaded once per dev/inode */
static dt_obj_t *
dt_obj_get(dt_syms_t *sy, int pid, const char *path, uint64_t start,
    uint64_t end)
{
	char buf[4200];
	const char *base = strrchr(path, '/');
	struct stat stb;
	dt_obj_t *o;
	int fd;

	snprintf(buf, sizeof(buf), "/proc/%d/map_files/%llx-%llx", pid,
	    (unsigned long long)start, (unsigned long long)end);
	if ((fd = open(buf, O_RDONLY | O_CLOEXEC)) < 0) {
		snprintf(buf, sizeof(buf), "/proc/%d/root%s", pid, path);
		if ((fd = open(buf, O_RDONLY | O_CLOEXEC)) < 0 &&
		    (fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
			return NULL;
	}
	if (fstat(fd, &stb) != 0) {
		close(fd);
		return NULL;
	}
	for (o = sy->sy_objs; o != NULL; o = o->o_next)
		if (o->o_dev == stb.st_dev && o->o_ino == stb.st_ino) {
			close(fd);
			return o;
		}
	if ((o = calloc(1, sizeof(*o))) == NULL ||
	    (o->o_name = strdup(base != NULL ? base + 1 : path)) == NULL ||
	    (o->o_path = strdup(path)) == NULL) {
		if (o != NULL)
			free(o->o_name);
		free(o);
		close(fd);
		return NULL;
	}
	o->o_dev = stb.st_dev;
	o->o_ino = stb.st_ino;
	dt_obj_load(sy, o, fd, path);
	close(fd);
	o->o_next = sy->sy_objs;
	sy->sy_objs = o;
	return o;
}

/* ---- processes ---- */

static int
dt_proc_readmaps(dt_syms_t *sy, dt_uproc_t *up)
{
	char path[64], line[4400], fpath[4097];
	dt_pmap_t *m;
	FILE *f;
	int cap = 0;

	snprintf(path, sizeof(path), "/proc/%d/maps", up->up_pid);
	if ((f = fopen(path, "r")) == NULL)
		return -1;
	free(up->up_maps);
	up->up_maps = NULL;
	up->up_nmaps = 0;
	while (fgets(line, sizeof(line), f) != NULL) {
		unsigned long long start, end, off, ino;
		char perms[8];
		char *nl;
		int n;

		fpath[0] = '\0';
		n = sscanf(line, "%llx-%llx %7s %llx %*s %llu %4096[^\n]",
		    &start, &end, perms, &off, &ino, fpath);
		if (n < 5 || ino == 0 || fpath[0] != '/')
			continue;
		if ((nl = strstr(fpath, " (deleted)")) != NULL)
			*nl = '\0';
		if (up->up_nmaps == cap) {
			cap = cap ? cap * 2 : 32;
			m = realloc(up->up_maps, cap * sizeof(*m));
			if (m == NULL)
				break;
			up->up_maps = m;
		}
		m = &up->up_maps[up->up_nmaps++];
		m->pm_start = start;
		m->pm_end = end;
		m->pm_off = off;
		m->pm_obj = dt_obj_get(sy, up->up_pid, fpath, start, end);
	}
	fclose(f);
	return 0;
}

/*
 * At most DT_SYMS_MAXPROCS processes' maps are kept: past that, the one
 * grabbed longest ago that has exited goes (or, if all live, the one
 * grabbed longest ago), so that bursts of short-lived processes do not
 * grow the consumer without end.  The files' symbols stay, shared.
 */
static void
dt_proc_evict(dt_syms_t *sy)
{
	dt_uproc_t **pp, **gone = NULL, **last = NULL, *up;

	for (pp = &sy->sy_procs; *pp != NULL; pp = &(*pp)->up_next) {
		last = pp;
		if (kill((*pp)->up_pid, 0) != 0 && errno == ESRCH)
			gone = pp;
	}
	if ((pp = gone != NULL ? gone : last) == NULL)
		return;
	up = *pp;
	*pp = up->up_next;
	free(up->up_maps);
	free(up);
	sy->sy_nprocs--;
}

static dt_uproc_t *
dt_proc_find(dt_syms_t *sy, int pid, int grab)
{
	dt_uproc_t *up;

	for (up = sy->sy_procs; up != NULL; up = up->up_next)
		if (up->up_pid == pid)
			return up;
	if (!grab || (up = calloc(1, sizeof(*up))) == NULL)
		return NULL;
	if (sy->sy_nprocs >= DT_SYMS_MAXPROCS)
		dt_proc_evict(sy);
	up->up_pid = pid;
	(void) dt_proc_readmaps(sy, up);
	up->up_next = sy->sy_procs;
	sy->sy_procs = up;
	sy->sy_nprocs++;
	return up;
}

void
dt_syms_grab(dt_syms_t *sy, int pid)
{
	dt_uproc_t *up = dt_proc_find(sy, pid, 0);

	if (up == NULL) {
		(void) dt_proc_find(sy, pid, 1);
		return;
	}
	/* grabbed again: it has exec'd, its maps are another image's */
	up->up_regrabbed = 0;
	(void) dt_proc_readmaps(sy, up);
}

int
dt_syms_nprocs(const dt_syms_t *sy)
{
	return sy->sy_nprocs;
}

static const dt_pmap_t *
dt_proc_map(const dt_uproc_t *up, uint64_t addr)
{
	int i;

	for (i = 0; i < up->up_nmaps; i++)
		if (addr >= up->up_maps[i].pm_start &&
		    addr < up->up_maps[i].pm_end)
			return &up->up_maps[i];
	return NULL;
}

int
dt_syms_user(dt_syms_t *sy, int pid, uint64_t addr, dt_symres_t *res)
{
	dt_uproc_t *up = dt_proc_find(sy, pid, 1);
	const dt_pmap_t *pm;
	const dt_obj_t *o;
	const dt_sym_t *s;
	uint64_t foff, vaddr = 0, base = UINT64_MAX;
	int i, inseg = 0;

	memset(res, 0, sizeof(*res));
	if (up == NULL)
		return 0;
	if ((pm = dt_proc_map(up, addr)) == NULL && !up->up_regrabbed) {
		/* it may have mapped something since it was grabbed */
		up->up_regrabbed = 1;
		if (dt_proc_readmaps(sy, up) == 0)
			pm = dt_proc_map(up, addr);
	}
	if (pm == NULL || (o = pm->pm_obj) == NULL)
		return 0;
	for (i = 0; i < up->up_nmaps; i++)
		if (up->up_maps[i].pm_obj == o && up->up_maps[i].pm_start < base)
			base = up->up_maps[i].pm_start;
	res->sr_module = o->o_name;
	res->sr_path = o->o_path;
	res->sr_modbase = base;
	res->sr_mapstart = pm->pm_start;
	foff = addr - pm->pm_start + pm->pm_off;
	for (i = 0; i < o->o_nsegs && !inseg; i++)
		if (foff >= o->o_segs[i].sg_off &&
		    foff < o->o_segs[i].sg_off + o->o_segs[i].sg_size) {
			vaddr = foff - o->o_segs[i].sg_off +
			    o->o_segs[i].sg_vaddr;
			inseg = 1;
		}
	if (!inseg || (s = dt_tab_find(&o->o_tab, vaddr)) == NULL)
		return 1;
	res->sr_name = o->o_tab.st_pool + s->s_name;
	res->sr_offset = vaddr - s->s_addr;
	res->sr_symaddr = addr - res->sr_offset;
	return 2;
}

/* ---- the handle ---- */

dt_syms_t *
dt_syms_create(void)
{
	dt_syms_t *sy;

	if (elf_version(EV_CURRENT) == EV_NONE)
		return NULL;
	if ((sy = calloc(1, sizeof(*sy))) == NULL)
		return NULL;
	dt_syms_set_debugdir(sy, "/usr/lib/debug");
	return sy;
}

void
dt_syms_set_debugdir(dt_syms_t *sy, const char *dir)
{
	snprintf(sy->sy_debugdir, sizeof(sy->sy_debugdir), "%s", dir);
}

void
dt_syms_destroy(dt_syms_t *sy)
{
	dt_uproc_t *up;
	dt_obj_t *o;

	if (sy == NULL)
		return;
	while ((up = sy->sy_procs) != NULL) {
		sy->sy_procs = up->up_next;
		free(up->up_maps);
		free(up);
	}
	while ((o = sy->sy_objs) != NULL) {
		sy->sy_objs = o->o_next;
		dt_tab_free(&o->o_tab);
		free(o->o_segs);
		free(o->o_name);
		free(o->o_path);
		free(o);
	}
	dt_tab_free(&sy->sy_kernel);
	free(sy);
}

void
dt_syms_format(const dt_symres_t *res, int found, uint64_t addr, char *buf,
    size_t len)
{
	if (found == 2 && res->sr_offset != 0)
		snprintf(buf, len, "%s`%s+0x%llx", res->sr_module, res->sr_name,
		    (unsigned long long)res->sr_offset);
	else if (found == 2)
		snprintf(buf, len, "%s`%s", res->sr_module, res->sr_name);
	else if (found == 1)
		snprintf(buf, len, "%s`0x%llx", res->sr_module,
		    (unsigned long long)addr);
	else
		snprintf(buf, len, "0x%llx", (unsigned long long)addr);
}
