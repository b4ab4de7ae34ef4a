/*
 * dt_proc.c -- target processes for -c (create) and -p (grab).
 *
 * A created process is forked at once but stops itself before exec until
 * dtrace_proc_continue() sends it SIGCONT, so that tracing is enabled
 * before it runs.  It reports a failed exec through a close-on-exec pipe
 * whose read end is kept in dt_proc_ctl[i]: end-of-file means the exec
 * succeeded, otherwise the child sends errno and the file name.
 * Grabbed processes have dt_proc_ctl[i] == -1.  Each process is watched
 * through a pidfd (dt_pidfds[i]), which becomes readable when it exits;
 * the consumer then calls dt_proc_reap().
 *
 * At close, created processes still running are killed (as illumos does
 * with the processes it created); grabbed ones are left alone.  Should
 * dtrace die without closing, PR_SET_PDEATHSIG kills them as well, so no
 * child is ever left stopped before its exec.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "dt_impl.h"
#include "dt_proc.h"

#ifndef SYS_pidfd_open
#define SYS_pidfd_open		434
#endif
#ifndef SYS_pidfd_send_signal
#define SYS_pidfd_send_signal	424
#endif

/* what a child that failed to exec sends back */
typedef struct dt_execfail {
	int err;
	char file[256];
} dt_execfail_t;

/*
 * A pidfd for pid; -1 with errno set on failure.  Where the kernel (or an
 * emulator such as valgrind) lacks pidfd_open, the process is tracked
 * without one (pidfd -1) and polled: waitpid() for -c, kill(pid, 0) for -p.
 */
static int
dt_pidfd_open(pid_t pid, int *fdp)
{
	int fd = (int)syscall(SYS_pidfd_open, pid, 0);

	*fdp = fd < 0 ? -1 : fd;
	if (fd < 0 && errno == ENOSYS)
		return kill(pid, 0) == 0 || errno == EPERM ? 0 : -1;
	return fd < 0 ? -1 : 0;
}

/* append a process to the handle's arrays; the first one is $target */
static int
dt_proc_add(dtrace_hdl_t *dtp, pid_t pid, int pidfd, int ctl,
    const char *path)
{
	size_t n = (size_t)dtp->dt_nprocs + 1;
	pid_t *procs;
	int *fds, *ctls;
	char **paths, *p = NULL;

	if ((procs = realloc(dtp->dt_procs, n * sizeof (*procs))) == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	dtp->dt_procs = procs;
	if ((fds = realloc(dtp->dt_pidfds, n * sizeof (*fds))) == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	dtp->dt_pidfds = fds;
	if ((ctls = realloc(dtp->dt_proc_ctl, n * sizeof (*ctls))) == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	dtp->dt_proc_ctl = ctls;
	if ((paths = realloc(dtp->dt_proc_paths, n * sizeof (*paths))) ==
	    NULL || (path != NULL && (p = strdup(path)) == NULL)) {
		if (paths != NULL)
			dtp->dt_proc_paths = paths;
		return dt_set_errno(dtp, EDT_NOMEM);
	}
	dtp->dt_proc_paths = paths;
	paths[n - 1] = p;

	procs[n - 1] = pid;
	fds[n - 1] = pidfd;
	ctls[n - 1] = ctl;
	dtp->dt_nprocs = (int)n;
	if (dtp->dt_target == 0)
		dtp->dt_target = pid;
	return 0;
}

static int
dt_proc_index(dtrace_hdl_t *dtp, pid_t pid)
{
	int i;

	for (i = 0; i < dtp->dt_nprocs; i++) {
		if (dtp->dt_procs[i] == pid)
			return i;
	}
	return -1;
}

static int
dt_is_executable(const char *path)
{
	struct stat st;

	if (stat(path, &st) != 0)
		return -1;
	if (!S_ISREG(st.st_mode) || access(path, X_OK) != 0) {
		errno = EACCES;
		return -1;
	}
	return 0;
}

/*
 * Look the file up as execvp() will, so that a missing command is
 * reported before anything is compiled, as DTrace does.  Returns 0 or an
 * errno value.
 */
static int
dt_proc_findexec(const char *file, char *buf, size_t len)
{
	const char *path = getenv("PATH"), *p, *colon;
	int err = ENOENT;
	size_t n;

	if (*file == '\0')
		return ENOENT;
	if (strchr(file, '/') != NULL) {
		snprintf(buf, len, "%s", file);
		return dt_is_executable(file) == 0 ? 0 : errno;
	}
	for (p = path != NULL ? path : "/bin:/usr/bin"; p != NULL;
	    p = colon != NULL ? colon + 1 : NULL) {
		colon = strchr(p, ':');
		n = colon != NULL ? (size_t)(colon - p) : strlen(p);
		if ((size_t)snprintf(buf, len, "%.*s%s%s", (int)n, p,
		    n != 0 ? "/" : "", file) >= len)
			continue;
		if (dt_is_executable(buf) == 0)
			return 0;
		if (errno == EACCES)
			err = EACCES;
	}
	return err;
}

/*
 * The child: stop until dtrace has attached its probes, then exec.  kill(2)
 * returns (and its return is traced, if at all, before the probes are
 * attached) before the stop takes effect; after SIGCONT the next system
 * call is execve(2).  PR_SET_PDEATHSIG kills the child if dtrace dies
 * first, also after the exec, as illumos kills what it created when its
 * last handle on it closes.
 */
static void __attribute__((noreturn))
dt_proc_child(pid_t parent, int fd, const char *file, char *const argv[])
{
	dt_execfail_t ef;
	ssize_t n;

	if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0 || getppid() != parent)
		_exit(127);
	kill(getpid(), SIGSTOP);
	execvp(file, argv);
	memset(&ef, 0, sizeof (ef));
	ef.err = errno;
	strncpy(ef.file, file, sizeof (ef.file) - 1);
	n = write(fd, &ef, sizeof (ef));
	_exit(n == (ssize_t)sizeof (ef) ? 127 : 126);
}

static pid_t
dt_proc_error(dtrace_hdl_t *dtp, const char *file, int err)
{
	dt_set_errmsg(dtp, EDT_BADPROC, "failed to execute %s: %s", file,
	    strerror(err));
	return -1;
}

pid_t
dtrace_proc_create(dtrace_hdl_t *dtp, const char *file, char *const argv[])
{
	pid_t parent = getpid(), pid, r;
	int fds[2], pidfd = -1, err, st;
	char path[4096];

	if ((err = dt_proc_findexec(file, path, sizeof (path))) != 0)
		return dt_proc_error(dtp, file, err);
	if (pipe2(fds, O_CLOEXEC) != 0)
		return dt_proc_error(dtp, file, errno);
	if ((pid = fork()) < 0) {
		err = errno;
		close(fds[0]);
		close(fds[1]);
		return dt_proc_error(dtp, file, err);
	}
	if (pid == 0) {
		close(fds[0]);
		dt_proc_child(parent, fds[1], file, argv);
	}
	close(fds[1]);
	while ((r = waitpid(pid, &st, WUNTRACED)) < 0 && errno == EINTR)
		continue;
	if (r != pid || !WIFSTOPPED(st)) {	/* it died before its exec */
		close(fds[0]);
		return dt_set_errmsg(dtp, EDT_BADPROC, "failed to execute %s: "
		    "the process ended before it could run", file);
	}
	if (dt_pidfd_open(pid, &pidfd) != 0 ||
	    dt_proc_add(dtp, pid, pidfd, fds[0], path) != 0) {
		err = pidfd < 0 ? errno : ENOMEM;
		kill(pid, SIGKILL);
		waitpid(pid, NULL, 0);
		if (pidfd >= 0)
			close(pidfd);
		close(fds[0]);
		return dt_proc_error(dtp, file, err);
	}
	return pid;
}

const char *
dt_proc_execpath(dtrace_hdl_t *dtp, pid_t pid)
{
	int i = dt_proc_index(dtp, pid);

	return i >= 0 ? dtp->dt_proc_paths[i] : NULL;
}

/* is pid a kernel thread (PF_KTHREAD in the flags of /proc/PID/stat)? */
static int
dt_proc_kthread(pid_t pid)
{
	char path[64], buf[1024], *p;
	unsigned long flags = 0;
	FILE *fp;
	int i;

	snprintf(path, sizeof(path), "/proc/%d/stat", (int)pid);
	if ((fp = fopen(path, "r")) == NULL)
		return 0;
	p = fgets(buf, sizeof(buf), fp);
	fclose(fp);
	/* the fields after the command's name, ")": state is the 3rd
	   field, flags the 9th */
	if (p == NULL || (p = strrchr(buf, ')')) == NULL)
		return 0;
	for (i = 0; i < 7 && p != NULL; i++)
		p = strchr(p + 1, ' ');
	if (p == NULL || sscanf(p, " %lu", &flags) != 1)
		return 0;
	return (flags & 0x00200000UL) != 0;	/* PF_KTHREAD */
}

int
dtrace_proc_grab(dtrace_hdl_t *dtp, pid_t pid)
{
	int pidfd;

	if (pid > 0 && dt_proc_kthread(pid))
		return dt_set_errmsg(dtp, EDT_BADPROC, "failed to grab pid "
		    "%d: a kernel thread has no user process to grab",
		    (int)pid);
	if (pid <= 0 || dt_pidfd_open(pid, &pidfd) != 0) {
		return dt_set_errmsg(dtp, EDT_BADPROC,
		    "failed to grab pid %d: %s", (int)pid,
		    pid <= 0 || errno == ESRCH ? "no such process" :
		    strerror(errno));
	}
	if (dt_proc_add(dtp, pid, pidfd, -1, NULL) != 0) {
		close(pidfd);
		return -1;
	}
	return 0;
}

int
dtrace_proc_continue(dtrace_hdl_t *dtp, pid_t pid)
{
	dt_execfail_t ef;
	ssize_t n;
	int i, fd;

	if ((i = dt_proc_index(dtp, pid)) < 0)
		return dt_set_errmsg(dtp, EDT_BADPROC, "pid %d is not a "
		    "target process", (int)pid);
	if ((fd = dtp->dt_proc_ctl[i]) < 0)
		return 0;			/* grabbed: already running */
	if (kill(pid, SIGCONT) != 0)
		return dt_set_errmsg(dtp, EDT_BADPROC, "failed to start pid "
		    "%d: %s", (int)pid, strerror(errno));
	/* end-of-file once the exec succeeded (or the process died) */
	memset(&ef, 0, sizeof (ef));
	while ((n = read(fd, &ef, sizeof (ef))) < 0 && errno == EINTR)
		continue;
	if (n == (ssize_t)sizeof (ef))
		return dt_proc_error(dtp, ef.file, ef.err);
	return 0;
}

/* "SIGKILL" for 9; "SIG<n>" for a signal without a name */
static void
dt_signame(int sig, char *buf, size_t len)
{
	const char *abbr = sigabbrev_np(sig);

	if (abbr != NULL)
		snprintf(buf, len, "SIG%s", abbr);
	else
		snprintf(buf, len, "SIG%d", sig);
}

/* the notice for a child's wait status, worded as illumos dtrace(1) does */
static void
dt_proc_status(pid_t pid, int st, char *msg, size_t len)
{
	char name[32];

	if (WIFSIGNALED(st)) {
		dt_signame(WTERMSIG(st), name, sizeof (name));
		snprintf(msg, len, "pid %d terminated by %s", (int)pid, name);
	} else if (WEXITSTATUS(st) != 0) {
		snprintf(msg, len, "pid %d exited with status %d", (int)pid,
		    WEXITSTATUS(st));
	} else {
		snprintf(msg, len, "pid %d has exited", (int)pid);
	}
}

int
dt_proc_reap(dtrace_hdl_t *dtp, int i, char *msg, size_t len)
{
	pid_t pid = dtp->dt_procs[i], r;
	int st;

	if (dtp->dt_proc_ctl[i] < 0) {		/* grabbed with -p */
		if (dtp->dt_pidfds[i] < 0 && (kill(pid, 0) == 0 || errno == EPERM))
			return 0;		/* no pidfd: still there */
		snprintf(msg, len, "pid %d has exited", (int)pid);
		return 1;
	}
	while ((r = waitpid(pid, &st, WNOHANG)) < 0 && errno == EINTR)
		continue;
	if (r == 0)
		return 0;			/* still running */
	if (r < 0)
		snprintf(msg, len, "pid %d has exited", (int)pid);
	else
		dt_proc_status(pid, st, msg, len);
	return 1;
}

void
dt_proc_release_all(dtrace_hdl_t *dtp)
{
	int i;

	for (i = 0; i < dtp->dt_nprocs; i++) {
		if (dtp->dt_proc_ctl[i] >= 0) {
			if (dtp->dt_pidfds[i] >= 0)
				syscall(SYS_pidfd_send_signal, dtp->dt_pidfds[i],
				    SIGKILL, NULL, 0);
			else
				kill(dtp->dt_procs[i], SIGKILL);
			while (waitpid(dtp->dt_procs[i], NULL, 0) < 0 &&
			    errno == EINTR)
				continue;
			close(dtp->dt_proc_ctl[i]);
		}
		if (dtp->dt_pidfds[i] >= 0)
			close(dtp->dt_pidfds[i]);
		free(dtp->dt_proc_paths[i]);
	}
	free(dtp->dt_proc_paths);
	dtp->dt_proc_paths = NULL;
	free(dtp->dt_procs);
	free(dtp->dt_pidfds);
	free(dtp->dt_proc_ctl);
	dtp->dt_procs = NULL;
	dtp->dt_pidfds = NULL;
	dtp->dt_proc_ctl = NULL;
	dtp->dt_nprocs = 0;
	dtp->dt_target = 0;
}

int
dt_proc_cont_target(dtrace_hdl_t *dtp)
{
	if (dtp->dt_target <= 0) {
		errno = ESRCH;
		return -1;
	}
	return kill(dtp->dt_target, SIGCONT);
}
