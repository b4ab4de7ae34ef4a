/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_uprobe.c -- uprobe_multi links for the pid and usdt providers, or
 * one uprobe perf event a place where the kernel has no uprobe_multi
 * links (before Linux 6.6); see dt_uprobe.h.
 */
#include <dirent.h>
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <glob.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <linux/perf_event.h>
#include <bpf/bpf.h>

#include "dt_lang.h"
#include "dt_proc.h"
#include "dt_uprobe.h"

#define DT_F_UPROBE_MULTI_RETURN	1
#define DT_ENOTSUPP			524	/* the kernel's ENOTSUPP */

/* BPF_LINK_CREATE's uprobe_multi attributes, as the kernel lays them out */
typedef struct dt_umulti_attr {
	uint32_t prog_fd;
	uint32_t target_fd;
	uint32_t attach_type;
	uint32_t flags;
	uint64_t path;
	uint64_t offsets;
	uint64_t ref_ctr_offsets;
	uint64_t cookies;
	uint32_t cnt;
	uint32_t uflags;
	uint32_t pid;
	uint32_t pad;
} dt_umulti_attr_t;

/* the uprobe PMU's config: bit 0 makes a uretprobe, bits 32 and up are
 * the semaphore's offset (the kernel's PERF_PROBE_CONFIG_IS_RETPROBE and
 * PERF_UPROBE_REF_CTR_OFFSET_SHIFT) */
#define DT_UPROBE_PMU_RETPROBE		1ULL
#define DT_UPROBE_PMU_REFCTR_SHIFT	32

/* a BPF_LINK_CREATE of a uprobe_multi link in "/" (a directory): EBADF
 * where the kernel knows uprobe_multi links, EINVAL where it does not */
static int
dt_uprobe_multi_probe(void)
{
	struct bpf_insn prog[] = {
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_0 },
		{ .code = BPF_JMP | BPF_EXIT },
	};
	LIBBPF_OPTS(bpf_prog_load_opts, opts,
	    .expected_attach_type = (enum bpf_attach_type)
	    DT_TRACE_UPROBE_MULTI);
	uint64_t off = 0;
	dt_umulti_attr_t attr;
	int fd, link, err;

	if ((fd = bpf_prog_load(BPF_PROG_TYPE_KPROBE, "dt_feature", "GPL",
	    prog, 2, &opts)) < 0)
		return 0;
	memset(&attr, 0, sizeof(attr));
	attr.prog_fd = (uint32_t)fd;
	attr.attach_type = DT_TRACE_UPROBE_MULTI;
	attr.path = (uint64_t)(uintptr_t)"/";
	attr.offsets = (uint64_t)(uintptr_t)&off;
	attr.cnt = 1;
	link = (int)syscall(SYS_bpf, BPF_LINK_CREATE, &attr, sizeof(attr));
	err = errno;
	if (link >= 0)
		close(link);
	close(fd);
	return link >= 0 || err == EBADF;
}

int
dt_kernel_uprobe_multi(void)
{
	static int known = -1;

	if (known < 0)
		known = dt_uprobe_multi_probe();
	return known;
}

/* uprobe_multi links are used: the kernel has them, and the environment
 * does not say to do without (DTRACE_NO_UPROBE_MULTI) */
static int
dt_uprobe_multi(void)
{
	const char *no = getenv("DTRACE_NO_UPROBE_MULTI");

	return (no == NULL || *no == '\0') && dt_kernel_uprobe_multi();
}

int
dt_uprobe_attach_type(void)
{
	return dt_uprobe_multi() ? DT_TRACE_UPROBE_MULTI : 0;
}

/* fd is one of sp's links or perf events */
static int
dt_uprobe_keep(dt_site_t *sp, int fd)
{
	int *v = realloc(sp->s_fds, (size_t)(sp->s_nfds + 1) * sizeof(int));

	if (v == NULL) {
		close(fd);
		errno = ENOMEM;
		return -1;
	}
	sp->s_fds = v;
	sp->s_fds[sp->s_nfds++] = fd;
	return 0;
}

/* sp's description: the number of places linked in path */
static void
dt_uprobe_what(dt_site_t *sp, const char *path)
{
	free(sp->s_what);
	if (asprintf(&sp->s_what, "%u probe%s in %s", sp->s_nplaced,
	    sp->s_nplaced == 1 ? "" : "s", path) < 0)
		sp->s_what = NULL;
}

/* the type of the kernel's uprobe PMU, or -1 */
static int
dt_uprobe_pmu(void)
{
	static int type = -2;
	FILE *fp;

	if (type == -2) {
		type = -1;
		if ((fp = fopen("/sys/bus/event_source/devices/uprobe/type",
		    "r")) != NULL) {
			if (fscanf(fp, "%d", &type) != 1)
				type = -1;
			fclose(fp);
		}
	}
	return type;
}

/*
 * Without uprobe_multi links: a uprobe perf event for each place (in
 * process pid, or in every process when pid is 0), its semaphore in the
 * event's config, sp's program linked to it with the place's cookie.
 * Places the kernel refuses are left out.  Returns the number linked.
 */
static int
dt_uprobe_single(dt_site_t *sp, const char *path, int pid,
    const uint64_t *offs, const uint64_t *cookies, const uint64_t *refs,
    uint32_t n, int ret)
{
	LIBBPF_OPTS(bpf_link_create_opts, lopts);
	struct perf_event_attr attr;
	int type = dt_uprobe_pmu(), pfd, link;
	uint32_t i, k = 0;

	if (type < 0) {
		errno = EOPNOTSUPP;
		return -1;
	}
	for (i = 0; i < n; i++) {
		memset(&attr, 0, sizeof(attr));
		attr.type = (uint32_t)type;
		attr.size = sizeof(attr);
		attr.config = (ret ? DT_UPROBE_PMU_RETPROBE : 0) |
		    (refs != NULL ? refs[i] << DT_UPROBE_PMU_REFCTR_SHIFT : 0);
		attr.config1 = (uint64_t)(uintptr_t)path;
		attr.config2 = offs[i];
		pfd = (int)syscall(SYS_perf_event_open, &attr,
		    pid > 0 ? pid : -1, pid > 0 ? -1 : 0, -1,
		    PERF_FLAG_FD_CLOEXEC);
		if (pfd < 0) {
			if (errno == EINVAL || errno == DT_ENOTSUPP ||
			    errno == EOPNOTSUPP)
				continue;
			return -1;
		}
		if (dt_uprobe_keep(sp, pfd) != 0)
			return -1;
		lopts.perf_event.bpf_cookie = cookies[i];
		if ((link = bpf_link_create(sp->s_prog_fd, pfd, BPF_PERF_EVENT,
		    &lopts)) < 0)
			return -1;
		if (dt_uprobe_keep(sp, link) != 0)
			return -1;
		k++;
	}
	sp->s_nplaced += k;
	dt_uprobe_what(sp, path);
	return (int)k;
}

static int
dt_uprobe_link1(dtrace_hdl_t *dtp, const dt_site_t *sp, const char *path,
    int pid, const uint64_t *offs, const uint64_t *cookies,
    const uint64_t *refs, uint32_t n, int ret)
{
	dt_umulti_attr_t attr;
	char what[PATH_MAX + 64];

	memset(&attr, 0, sizeof(attr));
	attr.prog_fd = (uint32_t)sp->s_prog_fd;
	attr.attach_type = DT_TRACE_UPROBE_MULTI;
	attr.path = (uint64_t)(uintptr_t)path;
	attr.offsets = (uint64_t)(uintptr_t)offs;
	attr.ref_ctr_offsets = (uint64_t)(uintptr_t)refs;
	attr.cookies = (uint64_t)(uintptr_t)cookies;
	attr.cnt = n;
	attr.uflags = ret ? DT_F_UPROBE_MULTI_RETURN : 0;
	attr.pid = (uint32_t)pid;
	snprintf(what, sizeof(what), "%u probe%s in %s", n, n == 1 ? "" : "s",
	    path);
	return dt_link_create(dtp, &attr, sizeof(attr), what);
}

static int
dt_uprobe_split(dtrace_hdl_t *dtp, dt_site_t *sp, const char *path, int pid,
    const uint64_t *offs, const uint64_t *cookies, const uint64_t *refs,
    uint32_t n, int ret)
{
	uint32_t h = n / 2;
	int fd, a, b;

	if (n == 0)
		return 0;
	if ((fd = dt_uprobe_link1(dtp, sp, path, pid, offs, cookies, refs, n,
	    ret)) >= 0) {
		if (dt_uprobe_keep(sp, fd) != 0)
			return -1;
		sp->s_nplaced += n;
		dt_uprobe_what(sp, path);
		return (int)n;
	}
	if (errno != DT_ENOTSUPP && errno != EINVAL && errno != EOPNOTSUPP)
		return -1;
	if (n == 1)
		return 0;
	if ((a = dt_uprobe_split(dtp, sp, path, pid, offs, cookies, refs, h,
	    ret)) < 0 || (b = dt_uprobe_split(dtp, sp, path, pid, offs + h,
	    cookies + h, refs != NULL ? refs + h : NULL, n - h, ret)) < 0)
		return -1;
	return a + b;
}

int
dt_uprobe_link(dtrace_hdl_t *dtp, dt_site_t *sp, const char *path, int pid,
    const uint64_t *offs, const uint64_t *cookies, const uint64_t *refs,
    uint32_t n, int ret)
{
	uint8_t *code = NULL;
	uint64_t *v, lo = UINT64_MAX, hi = 0;
	ssize_t got;
	uint32_t i, k = 0;
	int fd, rc;

	if (n == 0)
		return 0;
	/* the places on instructions the kernel does not single-step
	 * safely are left out (dt_uelf_insn_unsafe()'s table), read from
	 * the file at once (with pread(): a mapping of it would show the
	 * breakpoints other tracers' uprobes put in every mapping) */
	for (i = 0; i < n; i++) {
		lo = offs[i] < lo ? offs[i] : lo;
		hi = offs[i] + 15 > hi ? offs[i] + 15 : hi;
	}
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return -1;
	if (hi - lo > (1 << 30) || (code = malloc(hi - lo)) == NULL ||
	    (got = pread(fd, code, hi - lo, (off_t)lo)) < 0) {
		free(code);
		close(fd);
		return -1;
	}
	close(fd);
	if ((v = malloc(3 * (size_t)n * sizeof(*v))) == NULL) {
		free(code);
		return -1;
	}
	for (i = 0; i < n; i++) {
		uint64_t at = offs[i] - lo;

		if (at < (uint64_t)got && dt_uelf_insn_unsafe(code + at,
		    (uint64_t)got - at < 15 ? (size_t)((uint64_t)got - at) :
		    15) != NULL)
			continue;
		v[k] = offs[i];
		v[n + k] = cookies[i];
		v[2 * (size_t)n + k] = refs != NULL ? refs[i] : 0;
		k++;
	}
	free(code);
	if (dt_uprobe_multi())
		rc = dt_uprobe_split(dtp, sp, path, pid, v, v + n,
		    refs != NULL ? v + 2 * (size_t)n : NULL, k, ret);
	else
		rc = dt_uprobe_single(sp, path, pid, v, v + n,
		    refs != NULL ? v + 2 * (size_t)n : NULL, k, ret);
	free(v);
	return rc;
}

void
dt_uprobe_prid(dt_cg_t *cg)
{
	dt_as_t *as = &cg->cg_as;

	dt_as_emit(as, I_MOV64_REG(BPF_REG_1, BPF_REG_6));
	dt_as_emit(as, I_CALL(BPF_FUNC_get_attach_cookie));
	dt_as_emit(as, I_STX(BPF_W, BPF_REG_9, BPF_REG_0, DCTX_PRID));
	dt_as_emit(as, I_MOV64_REG(BPF_REG_1, BPF_REG_0));
	dt_as_emit(as, I_ALU64_IMM(BPF_RSH, BPF_REG_1, 32));
	dt_as_emit(as, I_ALU64_IMM(BPF_AND, BPF_REG_1, 1));
	dt_as_emit(as, I_STX(BPF_DW, BPF_REG_9, BPF_REG_1, DCTX_UENTRY));
}

int
dt_uprobe_isoffset(const char *s)
{
	if (*s == '\0')
		return 0;
	for (; *s != '\0'; s++)
		if (!isxdigit((unsigned char)*s))
			return 0;
	return 1;
}

/* the module name of an object of process pid: a.out for the executable */
const char *
dt_uprobe_modname(const char *path, const char *exe)
{
	const char *slash = strrchr(path, '/');

	if (exe != NULL && strcmp(path, exe) == 0)
		return "a.out";
	return slash != NULL ? slash + 1 : path;
}

/* the prefix of the paths of process pid's files: "/proc/PID/root" when
 * it is in another mount namespace (its paths name other files here, or
 * none), else "" */
static void
dt_uprobe_root(int pid, char *buf, size_t len)
{
	struct stat self, other;
	char path[64];

	snprintf(path, sizeof(path), "/proc/%d/ns/mnt", pid);
	if (stat("/proc/self/ns/mnt", &self) == 0 &&
	    stat(path, &other) == 0 && (self.st_ino != other.st_ino ||
	    self.st_dev != other.st_dev))
		snprintf(buf, len, "/proc/%d/root", pid);
	else if (len > 0)
		buf[0] = '\0';
}

const char *
dt_uprobe_nspath(const char *path, int pid)
{
	char root[64];
	size_t n;

	n = (size_t)snprintf(root, sizeof(root), "/proc/%d/root/", pid);
	return strncmp(path, root, n) == 0 ? path + n - 1 : path;
}

/* the objects process pid has mapped executable, added to l in address
 * order, by their paths from here */
static int
dt_uprobe_maps(dtrace_hdl_t *dtp, int pid, dt_uelf_list_t *l)
{
	char path[64], line[4096], file[4096], root[64], full[4096 + 64];
	FILE *fp;

	dt_uprobe_root(pid, root, sizeof(root));

	snprintf(path, sizeof(path), "/proc/%d/maps", pid);
	if ((fp = fopen(path, "r")) == NULL)
		return dt_set_errmsg(dtp, EDT_BADPROC, "failed to grab pid %d: "
		    "%s", pid, strerror(errno));
	while (fgets(line, sizeof(line), fp) != NULL) {
		char perms[8];

		if (sscanf(line, "%*x-%*x %7s %*x %*x:%*x %*u %4095s", perms,
		    file) != 2 || perms[2] != 'x' || file[0] != '/')
			continue;
		snprintf(full, sizeof(full), "%s%s", root, file);
		if (dt_uelf_list_add(l, full) != 0) {
			fclose(fp);
			return dt_set_errno(dtp, EDT_NOMEM);
		}
	}
	fclose(fp);
	return 0;
}

/* the objects process pid maps (or will map), executable first */
int
dt_uprobe_objects(dtrace_hdl_t *dtp, int pid, dt_uelf_list_t *l, char *exe,
    size_t exelen)
{
	const char *created = dt_proc_execpath(dtp, pid);
	char path[64], file[4096], root[64];
	ssize_t n;

	if (created != NULL) {
		if (realpath(created, exe) == NULL)
			snprintf(exe, exelen, "%s", created);
		if (dt_uelf_program(created, l) != 0)
			return -1;
		/* once it runs its program: what it mapped since too
		 * (dlopen()) */
		snprintf(path, sizeof(path), "/proc/%d/exe", pid);
		if ((n = readlink(path, file, sizeof(file) - 1)) < 0)
			return 0;
		file[n] = '\0';
		return strcmp(file, exe) == 0 ? dt_uprobe_maps(dtp, pid, l) : 0;
	}
	memset(l, 0, sizeof(*l));
	snprintf(path, sizeof(path), "/proc/%d/exe", pid);
	if ((n = readlink(path, exe, exelen - 1)) < 0)
		return dt_set_errmsg(dtp, EDT_BADPROC, "failed to grab pid %d: "
		    "%s", pid, errno == ENOENT ? "no such process" :
		    strerror(errno));
	exe[n] = '\0';
	/* (in another mount namespace: through its root) */
	dt_uprobe_root(pid, root, sizeof(root));
	if (root[0] != '\0' && strlen(root) + (size_t)n < exelen) {
		memmove(exe + strlen(root), exe, (size_t)n + 1);
		memcpy(exe, root, strlen(root));
	}
	/* the executable first, then the others in address order */
	if (dt_uelf_list_add(l, exe) != 0)
		return dt_set_errno(dtp, EDT_NOMEM);
	return dt_uprobe_maps(dtp, pid, l);
}

/* a shared library in dir whose file name is mod.so or mod.so.VERSION
 * (bpftrace's uprobe:libc:f is libc.so.6), an ELF file: the first in
 * name order; its real path (with real), else its path in dir */
static int
dt_uprobe_libname(const char *dir, const char *mod, char *buf, int real)
{
	char best[NAME_MAX + 1] = "", tmp[4096];
	size_t n = strlen(mod);
	struct dirent *de;
	DIR *d;

	if ((d = opendir(dir)) == NULL)
		return -1;
	while ((de = readdir(d)) != NULL) {
		char magic[4];
		FILE *fp;

		if (strncmp(de->d_name, mod, n) != 0 ||
		    strncmp(de->d_name + n, ".so", 3) != 0 ||
		    (de->d_name[n + 3] != '\0' && de->d_name[n + 3] != '.') ||
		    (best[0] != '\0' && strcmp(de->d_name, best) >= 0))
			continue;
		snprintf(tmp, sizeof(tmp), "%s/%s", dir, de->d_name);
		if ((fp = fopen(tmp, "r")) == NULL)
			continue;
		if (fread(magic, 1, 4, fp) == 4 &&
		    memcmp(magic, "\177ELF", 4) == 0)
			snprintf(best, sizeof(best), "%s", de->d_name);
		fclose(fp);
	}
	closedir(d);
	if (best[0] == '\0')
		return -1;
	snprintf(tmp, sizeof(tmp), "%s/%s", dir, best);
	if (!real) {
		snprintf(buf, PATH_MAX, "%s", tmp);
		return 0;
	}
	return realpath(tmp, buf) != NULL ? 0 : -1;
}

static const char *const dt_uprobe_libdirs[] = { "/lib/x86_64-linux-gnu",
	"/usr/lib/x86_64-linux-gnu", "/lib64", "/usr/lib64", "/lib",
	"/usr/lib", "/usr/local/lib", NULL };

int
dtrace_uprobe_target(dtrace_hdl_t *dtp, const char *name, int libs,
    char *buf, size_t len, int *nfound)
{
	const char *path = getenv("PATH"), *p, *colon;
	char tmp[4096], lib[PATH_MAX];
	size_t n, i;

	*nfound = 0;
	if (strchr(name, '/') != NULL) {
		snprintf(buf, len, "%s", name);
		*nfound = access(name, X_OK) == 0;
	} else {
		for (p = path != NULL ? path : "/usr/bin:/bin"; p != NULL;
		    p = colon != NULL ? colon + 1 : NULL) {
			colon = strchr(p, ':');
			n = colon != NULL ? (size_t)(colon - p) : strlen(p);
			snprintf(tmp, sizeof(tmp), "%.*s/%s", (int)n, p, name);
			if (access(tmp, X_OK) != 0)
				continue;
			if ((*nfound)++ == 0)
				snprintf(buf, len, "%s", tmp);
		}
		for (i = 0; libs && *nfound == 0 &&
		    dt_uprobe_libdirs[i] != NULL; i++) {
			if (dt_uprobe_libname(dt_uprobe_libdirs[i], name, lib,
			    0) == 0) {
				snprintf(buf, len, "%s", lib);
				*nfound = 1;
			}
		}
	}
	if (*nfound > 0)
		return 0;
	return dt_set_errmsg(dtp, EDT_NOPROBE, "%s target file '%s' does not "
	    "exist or is not executable", libs ? "uprobe" : "usdt", name);
}

int
dt_uprobe_anyproc(dtrace_hdl_t *dtp, const char *mod, char *buf, size_t len)
{
	const char *const *dirs = dt_uprobe_libdirs;
	const char *path = getenv("PATH"), *p, *colon;
	char tmp[4096];
	size_t n, i;

	if (*mod == '\0' || strpbrk(mod, "*?[\\") != NULL)
		return dt_set_errmsg(dtp, EDT_NOPROBE, "probes in every "
		    "process need the program or library named in the module "
		    "field");
	if (strchr(mod, '/') != NULL) {
		/* a file as a process sees it (in its mount namespace):
		 * as it is, what is real here is not its */
		if (strncmp(mod, "/proc/", 6) == 0 && access(mod, R_OK) == 0) {
			snprintf(buf, PATH_MAX, "%s", mod);
			return 0;
		}
		if (realpath(mod, buf) != NULL)
			return 0;
		return dt_set_errmsg(dtp, EDT_NOPROBE, "cannot find %s: %s",
		    mod, strerror(errno));
	}
	for (p = path != NULL ? path : "/usr/bin:/bin"; p != NULL;
	    p = colon != NULL ? colon + 1 : NULL) {
		colon = strchr(p, ':');
		n = colon != NULL ? (size_t)(colon - p) : strlen(p);
		snprintf(tmp, sizeof(tmp), "%.*s/%s", (int)n, p, mod);
		if (access(tmp, X_OK) == 0 && realpath(tmp, buf) != NULL)
			return 0;
	}
	for (i = 0; dirs[i] != NULL; i++) {
		snprintf(tmp, sizeof(tmp), "%s/%s", dirs[i], mod);
		if (access(tmp, R_OK) == 0 && realpath(tmp, buf) != NULL)
			return 0;
	}
	for (i = 0; dirs[i] != NULL; i++) {
		if (dt_uprobe_libname(dirs[i], mod, buf, 1) == 0)
			return 0;
	}
	(void)len;
	return dt_set_errmsg(dtp, EDT_NOPROBE, "cannot find program or "
	    "library %s", mod);
}

/* is path a file a uprobe can be in: a regular, executable ELF file */
static int
dt_uprobe_isobj(const char *path)
{
	struct stat st;
	char magic[4];
	FILE *fp;
	int ok;

	if (stat(path, &st) != 0 || !S_ISREG(st.st_mode) ||
	    access(path, X_OK) != 0 || (fp = fopen(path, "r")) == NULL)
		return 0;
	ok = fread(magic, 1, 4, fp) == 4 && memcmp(magic, "\177ELF", 4) == 0;
	fclose(fp);
	return ok;
}

int
dt_uprobe_glob(dtrace_hdl_t *dtp, const char *pat, dt_uelf_list_t *l)
{
	const char *path = getenv("PATH"), *p, *colon;
	char tmp[PATH_MAX];
	glob_t g;
	size_t i, n;
	int rc = 0;

	memset(l, 0, sizeof(*l));
	for (p = strchr(pat, '/') != NULL ? "" : path != NULL ? path :
	    "/usr/bin:/bin"; p != NULL && rc == 0;
	    p = colon != NULL ? colon + 1 : NULL) {
		colon = strchr(p, ':');
		n = colon != NULL ? (size_t)(colon - p) : strlen(p);
		/* a pattern with no '/' is a program's, in $PATH */
		if (snprintf(tmp, sizeof(tmp), "%.*s%s%s", (int)n, p,
		    strchr(pat, '/') != NULL ? "" : "/", pat) >=
		    (int)sizeof(tmp))
			continue;
		if (glob(tmp, 0, NULL, &g) != 0)
			continue;
		for (i = 0; i < g.gl_pathc && rc == 0; i++)
			if (dt_uprobe_isobj(g.gl_pathv[i]) &&
			    dt_uelf_list_add(l, g.gl_pathv[i]) != 0)
				rc = dt_set_errno(dtp, EDT_NOMEM);
		globfree(&g);
	}
	if (rc != 0)
		dt_uelf_list_free(l);
	return rc;
}

int
dt_uprobe_anyobjs(dtrace_hdl_t *dtp, const char *mod, dt_uelf_list_t *l,
    int *globp)
{
	char exe[PATH_MAX];

	*globp = strchr(mod, '*') != NULL;
	if (*globp)
		return dt_uprobe_glob(dtp, mod, l);
	memset(l, 0, sizeof(*l));
	if (dt_uprobe_anyproc(dtp, mod, exe, sizeof(exe)) != 0)
		return -1;
	if (dt_uelf_list_add(l, exe) != 0)
		return dt_set_errno(dtp, EDT_NOMEM);
	return 0;
}

int
dtrace_uprobe_files(dtrace_hdl_t *dtp, const char *pat,
    int (*func)(const char *path, void *arg), void *arg)
{
	dt_uelf_list_t l;
	size_t i;
	int rc = 0;

	if (dt_uprobe_glob(dtp, pat, &l) != 0)
		return -1;
	for (i = 0; i < l.ul_n && rc == 0; i++)
		rc = func(l.ul_paths[i], arg);
	dt_uelf_list_free(&l);
	return rc;
}

int
dtrace_proc_objects(dtrace_hdl_t *dtp, int pid,
    int (*func)(const char *path, void *arg), void *arg)
{
	dt_uelf_list_t l;
	char exe[PATH_MAX];
	size_t i;
	int rc = 0;

	if (dt_uprobe_objects(dtp, pid, &l, exe, sizeof(exe)) != 0) {
		dt_uelf_list_free(&l);
		return -1;
	}
	for (i = 0; i < l.ul_n && rc == 0; i++)
		rc = func(dt_uprobe_nspath(l.ul_paths[i], pid), arg);
	dt_uelf_list_free(&l);
	return rc;
}

/* the index of s in the list v of n strings, adding it; *newp: it was
 * not there */
int
dt_uprobe_intern(char ***v, uint32_t *n, const char *s, uint32_t *idxp,
    int *newp)
{
	char **nv;

	*newp = 0;
	for (*idxp = 0; *idxp < *n; (*idxp)++) {
		if (strcmp((*v)[*idxp], s) == 0)
			return 0;
	}
	if ((nv = realloc(*v, (*n + 1) * sizeof(*nv))) == NULL)
		return -1;
	*v = nv;
	if ((nv[*n] = strdup(s)) == NULL)
		return -1;
	*idxp = (*n)++;
	*newp = 1;
	return 0;
}

dt_uobjs_t *
dt_uobjs(dt_provider_t *pvp)
{
	if (pvp->pv_data == NULL)
		pvp->pv_data = calloc(1, sizeof(dt_uobjs_t));
	return pvp->pv_data;
}

void
dt_uobjs_fini(dt_provider_t *pvp)
{
	dt_uobjs_t *uo = pvp->pv_data;
	uint32_t i;

	if (uo == NULL)
		return;
	for (i = 0; i < uo->uo_n; i++)
		free(uo->uo_paths[i]);
	for (i = 0; i < uo->uo_ndone; i++)
		free(uo->uo_done[i]);
	free(uo->uo_paths);
	free(uo->uo_done);
	free(uo);
	pvp->pv_data = NULL;
}

int
dt_uobjs_path(dt_uobjs_t *uo, const char *path, uint32_t *idxp, int *newp)
{
	return dt_uprobe_intern(&uo->uo_paths, &uo->uo_n, path, idxp, newp);
}

int
dt_uobjs_done(dt_uobjs_t *uo, const char *key, int *newp)
{
	uint32_t idx;

	return dt_uprobe_intern(&uo->uo_done, &uo->uo_ndone, key, &idx, newp);
}

const char *
dt_uobjs_get(const dt_provider_t *pvp, uint32_t idx)
{
	const dt_uobjs_t *uo = pvp->pv_data;

	return uo != NULL && idx < uo->uo_n ? uo->uo_paths[idx] : NULL;
}

/* a listed function: its name and its parameters' text */
typedef struct dt_ufunc {
	char *uf_name;
	char *uf_params;		/* "    TYPE NAME\n"..., or NULL */
} dt_ufunc_t;

typedef struct dt_ufuncs {
	dt_ufunc_t *u_v;
	size_t u_n, u_cap;
	int u_nomem;
} dt_ufuncs_t;

static void
dt_ufunc_add(const char *name, void *arg)
{
	dt_ufuncs_t *u = arg;

	if (u->u_n == u->u_cap) {
		dt_ufunc_t *v = realloc(u->u_v, (u->u_cap * 2 + 256) *
		    sizeof(*v));

		if (v == NULL) {
			u->u_nomem = 1;
			return;
		}
		u->u_v = v;
		u->u_cap = u->u_cap * 2 + 256;
	}
	if ((u->u_v[u->u_n].uf_name = strdup(name)) == NULL) {
		u->u_nomem = 1;
		return;
	}
	u->u_v[u->u_n++].uf_params = NULL;
}

static int
dt_ufunc_cmp(const void *a, const void *b)
{
	return strcmp(((const dt_ufunc_t *)a)->uf_name,
	    ((const dt_ufunc_t *)b)->uf_name);
}

/* the place of func's parameters, for the language's lo_uparams */
static char **
dt_ufunc_slot(const char *func, void *arg)
{
	dt_ufuncs_t *u = arg;
	dt_ufunc_t key, *f;

	key.uf_name = (char *)func;
	f = bsearch(&key, u->u_v, u->u_n, sizeof(*f), dt_ufunc_cmp);
	return f != NULL ? &f->uf_params : NULL;
}

int
dt_uprobe_list(dtrace_hdl_t *dtp, const char *path, int verbose,
    dtrace_ufunc_f *f, void *arg)
{
	const dt_langops_t *lo;
	char dbg[512];
	dt_ufuncs_t u;
	size_t i, j;
	int rc = 0;

	if (strchr(path, '/') == NULL || strpbrk(path, "*?[") != NULL)
		return dt_set_errmsg(dtp, EDT_NOPROBE, "%s: not the path of "
		    "an object", path);
	memset(&u, 0, sizeof(u));
	if (dt_uelf_fnames(path, dt_ufunc_add, &u, dbg, sizeof(dbg)) != 0)
		return dt_set_errmsg(dtp, EDT_NOPROBE, "%s: cannot read it as "
		    "an ELF file", path);
	if (u.u_nomem) {
		for (i = 0; i < u.u_n; i++)
			free(u.u_v[i].uf_name);
		free(u.u_v);
		return dt_set_errno(dtp, EDT_NOMEM);
	}
	if (u.u_n > 0)
		qsort(u.u_v, u.u_n, sizeof(*u.u_v), dt_ufunc_cmp);
	for (i = j = 0; i < u.u_n; i++) {	/* once each */
		if (j > 0 && strcmp(u.u_v[j - 1].uf_name,
		    u.u_v[i].uf_name) == 0) {
			free(u.u_v[i].uf_name);
			continue;
		}
		u.u_v[j++] = u.u_v[i];
	}
	u.u_n = j;
	lo = dt_lang_ops(dtp);
	if (verbose && u.u_n > 0 && lo->lo_uparams != NULL) {
		lo->lo_uparams(path, dt_ufunc_slot, &u);
		if (dbg[0] != '\0')
			lo->lo_uparams(dbg, dt_ufunc_slot, &u);
	}
	for (i = 0; i < u.u_n; i++) {
		if (rc == 0)
			rc = f(u.u_v[i].uf_name, verbose ?
			    u.u_v[i].uf_params : NULL, arg);
		free(u.u_v[i].uf_name);
		free(u.u_v[i].uf_params);
	}
	free(u.u_v);
	return rc;
}

/* the file offset of _dl_debug_state in an object (*arg), found */
static int
dt_uprobe_rtldsym(const char *name, uint64_t off, uint64_t size, int bind,
    void *arg)
{
	(void)size;
	(void)bind;
	if (strcmp(name, "_dl_debug_state") != 0)
		return 0;
	*(uint64_t *)arg = off;
	return 1;
}

int
dt_uprobe_rtld_link(dtrace_hdl_t *dtp, dt_site_t *sp, int pid)
{
	char exe[4096];
	dt_uelf_list_t l;
	uint64_t off = 0, cookie = 0;
	size_t i;
	int rc = 1;

	if (dt_uprobe_objects(dtp, pid, &l, exe, sizeof(exe)) != 0) {
		dt_uelf_list_free(&l);
		return dtrace_errno(dtp) == EDT_BADPROC ? 1 : -1;
	}
	/* the dynamic loader (ld-linux-x86-64.so.2, ld-musl-x86_64.so.1) */
	for (i = 0; i < l.ul_n && rc == 1; i++) {
		const char *base = dt_uprobe_modname(l.ul_paths[i], NULL);

		if (strncmp(base, "ld-", 3) != 0 || dt_uelf_funcs(l.ul_paths[i],
		    dt_uprobe_rtldsym, &off) != 1)
			continue;
		/* (a process gone meanwhile maps nothing more) */
		if ((rc = dt_uprobe_link(dtp, sp, l.ul_paths[i], pid, &off,
		    &cookie, NULL, 1, 0)) < 0 && errno == ESRCH)
			rc = 1;
		else if (rc < 0)
			rc = dt_set_errmsg(dtp, EDT_BPF, "cannot watch what pid "
			    "%d maps: %s", pid, strerror(errno));
		else
			rc = rc == 1 ? 0 : 1;
	}
	dt_uelf_list_free(&l);
	return rc;
}
