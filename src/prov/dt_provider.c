/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_provider.c -- the probe table.
 *
 * Each handle holds one dt_provider_t per provider of the registry
 * (dt_provlist.c); a provider's probes are added lazily, the first time a
 * description could name them.  Probe ids are 1-based and sequential; a
 * provider is always populated after every provider listed before it, so
 * that ids do not depend on the order in which scripts name providers
 * (dtrace:::BEGIN, END and ERROR are always 1, 2 and 3).
 *
 * Also here: the tracefs mount point, links made out of a kill's reach
 * (dt_link_create), and the public probe API (dtrace_probe_iter,
 * dtrace_str2desc, dtrace_probe_args).
 */
#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <linux/magic.h>

#include "dt_impl.h"
#include "dt_provider.h"

static void
dt_probe_free(dt_probe_t *prp)
{
	int i;

	free(prp->pr_mod);
	free(prp->pr_func);
	free(prp->pr_name);
	for (i = 0; i < DT_MAXARGS; i++) {
		free(prp->pr_argtypes[i]);
		free(prp->pr_argnames[i]);
		free(prp->pr_xargtypes[i]);
	}
	free(prp->pr_priv);
	free(prp->pr_provname);
	free(prp);
}

/* Providers keep pv_data as one malloc'd block: it is freed here. */
void
dt_probes_fini(dtrace_hdl_t *dtp)
{
	uint32_t i;
	int j;

	for (i = 0; i < dtp->dt_nprobes; i++)
		dt_probe_free(dtp->dt_probes[i]);
	free(dtp->dt_probes);
	dtp->dt_probes = NULL;
	dtp->dt_nprobes = dtp->dt_probecap = 0;
	for (j = 0; j < dtp->dt_nprovs; j++)
		if (dtp->dt_provs[j].pv_impl->pi_fini != NULL)
			dtp->dt_provs[j].pv_impl->pi_fini(&dtp->dt_provs[j]);
		else
			free(dtp->dt_provs[j].pv_data);
	free(dtp->dt_provs);
	dtp->dt_provs = NULL;
	dtp->dt_nprovs = 0;
}

uint32_t
dt_probe_count(const dtrace_hdl_t *dtp)
{
	return dtp->dt_nprobes;
}

dt_probe_t *
dt_probe_at(const dtrace_hdl_t *dtp, uint32_t i)
{
	return i < dtp->dt_nprobes ? dtp->dt_probes[i] : NULL;
}

const dt_provimpl_t *
dt_provider_byname(dtrace_hdl_t *dtp, const char *name)
{
	int j;

	for (j = 0; j < dtp->dt_nprovs; j++)
		if (strcmp(dtp->dt_provs[j].pv_impl->pi_name, name) == 0)
			return dtp->dt_provs[j].pv_impl;
	return NULL;
}

const dt_provimpl_t *
dt_provider_bybt(dtrace_hdl_t *dtp, int bttype)
{
	int j;

	for (j = 0; j < dtp->dt_nprovs; j++)
		if (dtp->dt_provs[j].pv_impl->pi_bttype == bttype)
			return dtp->dt_provs[j].pv_impl;
	return NULL;
}

static int
dt_probe_grow(dtrace_hdl_t *dtp)
{
	uint32_t cap;
	dt_probe_t **p;

	if (dtp->dt_nprobes < dtp->dt_probecap)
		return 0;
	cap = dtp->dt_probecap ? dtp->dt_probecap * 2 : 256;
	p = realloc(dtp->dt_probes, cap * sizeof(*p));
	if (p == NULL)
		return -1;
	dtp->dt_probes = p;
	dtp->dt_probecap = cap;
	return 0;
}

dt_probe_t *
dt_probe_insert(dtrace_hdl_t *dtp, dt_provider_t *pvp, const char *mod,
    const char *func, const char *name, uint64_t data)
{
	dt_probe_t *prp;

	if (dt_probe_grow(dtp) != 0 ||
	    (prp = calloc(1, sizeof(*prp))) == NULL) {
		dt_set_errno(dtp, EDT_NOMEM);
		return NULL;
	}
	prp->pr_mod = strdup(mod);
	prp->pr_func = strdup(func);
	prp->pr_name = strdup(name);
	if (prp->pr_mod == NULL || prp->pr_func == NULL ||
	    prp->pr_name == NULL) {
		dt_probe_free(prp);
		dt_set_errno(dtp, EDT_NOMEM);
		return NULL;
	}
	prp->pr_prov = pvp;
	prp->pr_nargs = -1;
	prp->pr_data = data;
	dtp->dt_probes[dtp->dt_nprobes++] = prp;
	prp->pr_id = dtp->dt_nprobes;
	return prp;
}

dt_probe_t *
dt_probe_lookup_id(dtrace_hdl_t *dtp, uint32_t id)
{
	if (id == 0 || id > dtp->dt_nprobes)
		return NULL;
	return dtp->dt_probes[id - 1];
}

const char *
dt_probe_provname(const dt_probe_t *prp)
{
	return prp->pr_provname != NULL ? prp->pr_provname :
	    prp->pr_prov->pv_impl->pi_name;
}

/* a per-process provider's name for a description's provider field:
 * pi_name (or, for DT_PERPROC_ANY, any name without globs) followed by a
 * process id, exactly; 0 stands for every process */
int
dt_provider_perproc(const dt_provimpl_t *pi, const char *prv, int *pidp)
{
	size_t n = strlen(pi->pi_name);
	const char *p = prv + n;
	long v = 0;

	if (pi->pi_perproc == DT_PERPROC_ANY) {
		for (p = prv + strlen(prv); p > prv && p[-1] >= '0' &&
		    p[-1] <= '9'; p--)
			continue;
		/* a glob ("*123") names any provider of the process */
		if (p == prv || *p == '\0')
			return 0;
	} else if (!pi->pi_perproc || strncmp(prv, pi->pi_name, n) != 0 ||
	    *p == '\0')
		return 0;
	for (; *p >= '0' && *p <= '9' && v < 1L << 30; p++)
		v = v * 10 + (*p - '0');
	if (*p != '\0' || v < 0 || v >= 1L << 30)
		return 0;
	*pidp = (int)v;
	return 1;
}

int
dt_probe_desc_pid(dtrace_hdl_t *dtp, const char *prv)
{
	int j, pid;

	for (j = 0; j < dtp->dt_nprovs; j++)
		if (dtp->dt_provs[j].pv_impl->pi_perproc &&
		    dt_provider_perproc(dtp->dt_provs[j].pv_impl, prv, &pid) &&
		    pid > 0)
			return pid;
	return 0;
}

static int
dt_provider_populate_one(dtrace_hdl_t *dtp, dt_provider_t *pvp)
{
	uint32_t before = dtp->dt_nprobes;
	int rc;

	if (pvp->pv_populated)
		return 0;
	rc = pvp->pv_impl->pi_populate(dtp, pvp);
	if (rc == 0 || dtp->dt_nprobes != before)
		pvp->pv_populated = 1;
	return rc;
}

/*
 * Populate provider i, and every provider listed before it first.  A
 * provider that fails without adding probes is retried next time; only
 * provider i's result is returned.
 */
static int
dt_provider_populate(dtrace_hdl_t *dtp, int i)
{
	int j, rc = 0;

	for (j = 0; j <= i; j++)
		rc = dt_provider_populate_one(dtp, &dtp->dt_provs[j]);
	return rc;
}

/* does the probe's module match the pattern: its name, or its alias */
int
dt_probe_mod_match(const dt_probe_t *prp, const char *pat)
{
	const dt_provimpl_t *impl = prp->pr_prov->pv_impl;
	const char *alias;

	return dt_gmatch(prp->pr_mod, pat) || (impl->pi_modalias != NULL &&
	    (alias = impl->pi_modalias(prp)) != NULL && dt_gmatch(alias, pat));
}

static int
dt_probe_fields_match(const dt_probe_t *prp, const dtrace_probedesc_t *pdp)
{
	return dt_gmatch(dt_probe_provname(prp), pdp->prv) &&
	    dt_probe_mod_match(prp, pdp->mod) &&
	    dt_gmatch(prp->pr_func, pdp->fun) &&
	    dt_gmatch(prp->pr_name, pdp->prb);
}

/*
 * Populate, and ask to provide, every provider the description can name.
 * A provider that fails (e.g. no access to tracefs) is an error only when
 * the description names it exactly; a glob or an empty provider field
 * just does not see its probes.
 */
static int
dt_probe_prepare(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp)
{
	dt_provider_t *pvp;
	const char *name;
	int i, rc, exact, pid;

	for (i = 0; i < dtp->dt_nprovs; i++) {
		pvp = &dtp->dt_provs[i];
		name = pvp->pv_impl->pi_name;
		exact = strcmp(pdp->prv, name) == 0;
		if (pvp->pv_impl->pi_perproc)
			exact |= dt_provider_perproc(pvp->pv_impl, pdp->prv,
			    &pid);
		else if (pdp->id == 0 && !dt_gmatch(name, pdp->prv))
			continue;
		if (pvp->pv_impl->pi_perproc && !exact)
			continue;
		rc = dt_provider_populate(dtp, i);
		if (rc == 0 && pvp->pv_impl->pi_provide != NULL)
			rc = pvp->pv_impl->pi_provide(dtp, pvp, pdp);
		if (rc != 0 && exact)
			return -1;
	}
	return 0;
}

int
dt_probe_match(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp,
    dt_probe_match_f *f, void *arg)
{
	dt_probe_t *prp;
	uint32_t i;
	int n = 0;

	if (dt_probe_prepare(dtp, pdp) != 0)
		return -1;
	for (i = 0; i < dtp->dt_nprobes; i++) {
		prp = dtp->dt_probes[i];
		if (pdp->id != 0 && prp->pr_id != pdp->id)
			continue;
		if (!dt_probe_fields_match(prp, pdp))
			continue;
		if (prp->pr_prov->pv_impl->pi_shadowed != NULL &&
		    prp->pr_prov->pv_impl->pi_shadowed(prp, pdp))
			continue;
		n++;
		if (f != NULL && f(dtp, prp, arg) != 0)
			break;
	}
	return n;
}

/*
 * tracefs: /sys/kernel/tracing (mounted here if it is not), else the copy
 * under debugfs.
 */
static const char *const dt_tracefs_dirs[] = {
	"/sys/kernel/tracing",
	"/sys/kernel/debug/tracing",
};

static int
dt_is_tracefs(const char *dir)
{
	struct statfs sfs;

	return statfs(dir, &sfs) == 0 && sfs.f_type == TRACEFS_MAGIC;
}

const char *
dt_vmlinux(const dtrace_hdl_t *dtp)
{
	return dtp->dt_vmlinux;
}

const char *
dt_tracefs(dtrace_hdl_t *dtp)
{
	const char *dir = NULL;
	int err = 0;

	if (dtp->dt_tracefs != NULL)
		return dtp->dt_tracefs;
	if (dt_is_tracefs(dt_tracefs_dirs[0]))
		dir = dt_tracefs_dirs[0];
	else if (mount("nodev", dt_tracefs_dirs[0], "tracefs", 0, NULL) == 0 &&
	    dt_is_tracefs(dt_tracefs_dirs[0]))
		dir = dt_tracefs_dirs[0];
	else {
		err = errno;
		if (dt_is_tracefs(dt_tracefs_dirs[1]))
			dir = dt_tracefs_dirs[1];
	}
	if (dir == NULL) {
		dt_set_errmsg(dtp, EDT_NOTSUP, "tracefs is not mounted and "
		    "could not be mounted on %s: %s", dt_tracefs_dirs[0],
		    strerror(err ? err : ENOENT));
		return NULL;
	}
	if ((dtp->dt_tracefs = strdup(dir)) == NULL)
		dt_set_errno(dtp, EDT_NOMEM);
	return dtp->dt_tracefs;
}

/*
 * Public probe API.
 */
void
dt_probe_desc(const dt_probe_t *prp, dtrace_probedesc_t *pd)
{
	memset(pd, 0, sizeof(*pd));
	pd->id = prp->pr_id;
	snprintf(pd->prv, sizeof(pd->prv), "%s", dt_probe_provname(prp));
	snprintf(pd->mod, sizeof(pd->mod), "%s", prp->pr_mod);
	snprintf(pd->fun, sizeof(pd->fun), "%s", prp->pr_func);
	snprintf(pd->prb, sizeof(pd->prb), "%s", prp->pr_name);
}

typedef struct dt_iter_arg {
	dtrace_probe_f *ia_func;
	void *ia_arg;
	int ia_rv;
} dt_iter_arg_t;

static int
dt_probe_iter_one(dtrace_hdl_t *dtp, dt_probe_t *prp, void *arg)
{
	dt_iter_arg_t *ia = arg;
	dtrace_probedesc_t pd;

	dt_probe_desc(prp, &pd);
	ia->ia_rv = ia->ia_func(dtp, &pd, ia->ia_arg);
	return ia->ia_rv;
}

/* func returning non-zero stops the walk and is returned; no match is
 * -1 with EDT_NOPROBE */
int
dtrace_probe_iter(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp,
    dtrace_probe_f *func, void *arg)
{
	dtrace_probedesc_t all;
	dt_iter_arg_t ia = { func, arg, 0 };
	int n;

	if (pdp == NULL) {
		memset(&all, 0, sizeof(all));
		pdp = &all;
	}
	n = dt_probe_match(dtp, pdp, dt_probe_iter_one, &ia);
	if (n < 0)
		return -1;
	if (ia.ia_rv != 0)
		return ia.ia_rv;
	if (n == 0)
		return dt_set_errno(dtp, EDT_NOPROBE);
	return 0;
}

/* the fields of a description, from provider to name, and their sizes */
#define DT_DESCFIELD(f, len)	{ offsetof(dtrace_probedesc_t, f), len }

static const struct {
	size_t ds_off, ds_len;
} dt_descfields[] = {
	[DTRACE_PROBESPEC_PROVIDER] = DT_DESCFIELD(prv, DTRACE_PROVNAMELEN),
	[DTRACE_PROBESPEC_MOD] = DT_DESCFIELD(mod, DTRACE_MODNAMELEN),
	[DTRACE_PROBESPEC_FUNC] = DT_DESCFIELD(fun, DTRACE_FUNCNAMELEN),
	[DTRACE_PROBESPEC_NAME] = DT_DESCFIELD(prb, DTRACE_NAMELEN),
};

/*
 * Split s at ':' from the right: the last field goes to the field 'spec'
 * names, each one to its left to the field before.
 */
int
dtrace_str2desc(dtrace_hdl_t *dtp, dtrace_probespec_t spec, const char *s,
    dtrace_probedesc_t *pdp)
{
	const char *end, *p;
	size_t len;
	int f = (int)spec;

	if (spec < DTRACE_PROBESPEC_NONE || spec > DTRACE_PROBESPEC_NAME)
		return dt_set_errno(dtp, EINVAL);
	memset(pdp, 0, sizeof(*pdp));
	end = s + strlen(s);
	for (;;) {
		for (p = end; p > s && p[-1] != ':'; p--)
			continue;
		/* more fields than the provider's: only an empty one, as
		 * in "::read:" for a function (DTrace takes ":read::") */
		if (f < DTRACE_PROBESPEC_PROVIDER && p == s && end == s)
			break;
		if (f < DTRACE_PROBESPEC_PROVIDER)
			return dt_set_errmsg(dtp, EINVAL,
			    "Overspecified probe description");
		len = (size_t)(end - p);
		if (len >= dt_descfields[f].ds_len)
			return dt_set_errno(dtp, ENAMETOOLONG);
		memcpy((char *)pdp + dt_descfields[f].ds_off, p, len);
		f--;
		if (p == s)
			break;
		end = p - 1;
	}
	return 0;
}

/*
 * The native type of argument argno of probe id into buf.  Returns the
 * probe's number of arguments (buf is "" when argno is beyond them), or
 * -1 with an error on the handle.
 */
int
dtrace_probe_args(dtrace_hdl_t *dtp, uint32_t id, int argno, char *buf,
    size_t len)
{
	dt_probe_t *prp = dt_probe_lookup_id(dtp, id);
	const dt_provimpl_t *pi;
	int n;

	if (prp == NULL)
		return dt_set_errmsg(dtp, EINVAL, "no probe with id %u", id);
	pi = prp->pr_prov->pv_impl;
	if (prp->pr_nargs < 0 && pi->pi_probe_info != NULL &&
	    pi->pi_probe_info(dtp, prp) != 0)
		return -1;
	n = prp->pr_nargs < 0 ? 0 : prp->pr_nargs;
	if (len > 0) {
		if (argno >= 0 && argno < n && prp->pr_xargtypes[argno] != NULL)
			snprintf(buf, len, "%s", prp->pr_xargtypes[argno]);
		else if (argno >= 0 && argno < n && prp->pr_argtypes[argno] != NULL)
			snprintf(buf, len, "%s", prp->pr_argtypes[argno]);
		else
			buf[0] = '\0';
	}
	return n;
}

int
dtrace_probe_argname(dtrace_hdl_t *dtp, uint32_t id, int argno, char *buf,
    size_t len)
{
	dt_probe_t *prp = dt_probe_lookup_id(dtp, id);
	int n;

	if ((n = dtrace_probe_args(dtp, id, argno, NULL, 0)) < 0)
		return -1;
	if (len > 0)
		snprintf(buf, len, "%s", argno >= 0 && argno < n &&
		    prp->pr_argnames[argno] != NULL ?
		    prp->pr_argnames[argno] : "");
	return n;
}

int
dtrace_probe_argdecl(dtrace_hdl_t *dtp, uint32_t id, int argno, char *buf,
    size_t len)
{
	dt_probe_t *prp = dt_probe_lookup_id(dtp, id);
	int n;

	if ((n = dtrace_probe_args(dtp, id, argno, buf, len)) < 0)
		return -1;
	/* (the provider's spelling over args[]'s, where it has one) */
	if (len > 0 && argno >= 0 && argno < n &&
	    prp->pr_prov->pv_impl->pi_argdecl != NULL)
		(void)prp->pr_prov->pv_impl->pi_argdecl(dtp, prp, argno, buf,
		    len);
	return n;
}

int
dtrace_probe_attrs(dtrace_hdl_t *dtp, uint32_t id, const char *attrs[6])
{
	dt_probe_t *prp = dt_probe_lookup_id(dtp, id);
	int i;

	if (prp == NULL)
		return dt_set_errmsg(dtp, EINVAL, "no probe with id %u", id);
	for (i = 0; i < 6; i++)
		attrs[i] = prp->pr_prov->pv_impl->pi_attr[i] != NULL ?
		    prp->pr_prov->pv_impl->pi_attr[i] : "Unknown";
	return 0;
}

/* closing a link can take long (the kernel removes a breakpoint at each of
 * its places): done in a thread, so that the user hears of it meanwhile */
typedef struct dt_closer {
	const int *c_fds;
	int c_n;
} dt_closer_t;

static void *
dt_close_all(void *arg)
{
	const dt_closer_t *c = arg;
	int i;

	for (i = 0; i < c->c_n; i++)
		close(c->c_fds[i]);
	return NULL;
}

void
dt_site_close_fds(dtrace_hdl_t *dtp, dt_site_t *sp)
{
	dt_closer_t c = { sp->s_fds, sp->s_nfds };
	struct timespec ts;
	pthread_t t;

	if (sp->s_what == NULL || sp->s_nfds == 0 ||
	    pthread_create(&t, NULL, dt_close_all, &c) != 0) {
		dt_close_all(&c);
	} else {
		clock_gettime(CLOCK_REALTIME, &ts);
		ts.tv_sec += 1;
		if (pthread_timedjoin_np(t, NULL, &ts) != 0) {
			dt_progress(dtp, "disabling %s", sp->s_what);
			pthread_join(t, NULL);
		}
	}
	free(sp->s_fds);
	sp->s_fds = NULL;
	sp->s_nfds = 0;
	free(sp->s_what);
	sp->s_what = NULL;
}

/* a message of dt_link_create(): the kernel's errno (0: success), and the
 * link's file descriptor with it (SCM_RIGHTS) when there is one (the
 * control buffer last: to clang its size, CMSG_SPACE(), is no constant,
 * which only a struct's last member may have) */
typedef struct dt_link_msg {
	int lm_err;
	struct iovec lm_iov;
	struct msghdr lm_msg;
	union {
		struct cmsghdr h;
		char b[CMSG_SPACE(sizeof(int))];
	} lm_ctl;
} dt_link_msg_t;

static void
dt_link_msg_init(dt_link_msg_t *m)
{
	memset(m, 0, sizeof(*m));
	m->lm_iov.iov_base = &m->lm_err;
	m->lm_iov.iov_len = sizeof(m->lm_err);
	m->lm_msg.msg_iov = &m->lm_iov;
	m->lm_msg.msg_iovlen = 1;
	m->lm_msg.msg_control = m->lm_ctl.b;
	m->lm_msg.msg_controllen = sizeof(m->lm_ctl.b);
}

/* dt_link_create()'s child, every signal blocked: out of the tracer's
 * process group and name (a kill of either misses it), it makes the link,
 * sends it over sock and exits, which closes its copy */
static _Noreturn void
dt_link_child(int sock, const void *attr, size_t size)
{
	dt_link_msg_t m;
	struct cmsghdr *c;
	int fd;

	(void)setpgid(0, 0);
	(void)prctl(PR_SET_NAME, "dt_link");
	dt_link_msg_init(&m);
	fd = (int)syscall(SYS_bpf, BPF_LINK_CREATE, attr, size);
	if (fd < 0) {
		m.lm_err = errno;
		m.lm_msg.msg_controllen = 0;
	} else {
		c = CMSG_FIRSTHDR(&m.lm_msg);
		c->cmsg_level = SOL_SOCKET;
		c->cmsg_type = SCM_RIGHTS;
		c->cmsg_len = CMSG_LEN(sizeof(int));
		memcpy(CMSG_DATA(c), &fd, sizeof(fd));
	}
	(void)sendmsg(sock, &m.lm_msg, MSG_NOSIGNAL);
	_exit(0);
}

int
dt_link_create(dtrace_hdl_t *dtp, const void *attr, size_t size,
    const char *what)
{
	struct pollfd pfd;
	dt_link_msg_t m;
	struct cmsghdr *c;
	sigset_t all, old;
	int sv[2], fd = -1;
	ssize_t n = -1;
	pid_t pid;

	if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sv) != 0)
		return -1;
	dt_link_msg_init(&m);
	/* the child starts with every signal blocked (the mask is the
	 * tracer's again once it is forked) */
	sigfillset(&all);
	pthread_sigmask(SIG_SETMASK, &all, &old);
	if ((pid = fork()) == 0) {
		close(sv[0]);
		dt_link_child(sv[1], attr, size);
	}
	m.lm_err = pid < 0 ? errno : ECANCELED;
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	close(sv[1]);
	if (pid > 0) {
		pfd.fd = sv[0];
		pfd.events = POLLIN;
		if (what != NULL && poll(&pfd, 1, 1000) == 0)
			dt_progress(dtp, "enabling %s", what);
		while ((n = recvmsg(sv[0], &m.lm_msg, MSG_CMSG_CLOEXEC)) < 0 &&
		    errno == EINTR)
			continue;
		while (waitpid(pid, NULL, 0) < 0 && errno == EINTR)
			continue;
	}
	close(sv[0]);
	/* an answer with no file descriptor but no error either: the link
	 * was made, but there was no room for it here */
	c = n == (ssize_t)sizeof(m.lm_err) ? CMSG_FIRSTHDR(&m.lm_msg) : NULL;
	if (c != NULL && c->cmsg_type == SCM_RIGHTS)
		memcpy(&fd, CMSG_DATA(c), sizeof(fd));
	else if (n == (ssize_t)sizeof(m.lm_err) && m.lm_err == 0)
		m.lm_err = EMFILE;
	errno = m.lm_err;
	return fd;
}

uint32_t
dt_provider_stack_skip(const dt_site_t *sp)
{
	/* a raw tracepoint's program runs under bpf_trace_run<n>() and the
	 * tracepoint's __bpf_trace_<event>(); a perf event's or a tracepoint
	 * program's stack starts where the event happened */
	return sp != NULL && sp->s_progtype == BPF_PROG_TYPE_RAW_TRACEPOINT ?
	    2 : 0;
}

int
dtrace_uprobe_list(dtrace_hdl_t *dtp, const char *path, int verbose,
    dtrace_ufunc_f *func, void *arg)
{
	int i;

	for (i = 0; i < dtp->dt_nprovs; i++)
		if (dtp->dt_provs[i].pv_impl->pi_list_funcs != NULL)
			return dtp->dt_provs[i].pv_impl->pi_list_funcs(dtp,
			    path, verbose, func, arg);
	return dt_set_errmsg(dtp, EDT_NOPROBE, "no provider lists the "
	    "functions of %s", path);
}
