/* SPDX-License-Identifier: Apache-2.0 */
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
 * Before it is let go, a created process runs to where -x evaltime says
 * (DTrace's default: once its libraries are loaded and initialised, at
 * its entry point), so that what the dynamic loader does is not traced,
 * as in DTrace: the child asks to be traced (ptrace), stops, and execs;
 * dtrace sets a breakpoint at the entry point (or main()), runs the
 * process to it, restores the instruction, and detaches leaving it
 * stopped.  Where ptrace is refused the process stops before its exec,
 * as it does for bt (bpftrace traces its child's exec) and evaltime=exec
 * stops right after the exec.
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
#include <sys/ptrace.h>
#include <sys/stat.h>
#include <sys/user.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "dt_impl.h"
#include "dt_options.h"
#include "dt_proc.h"
#include "dt_uelf.h"

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
dt_proc_child(pid_t parent, int fd, const char *file, char *const argv[],
    char *const env[], int traceme)
{
	dt_execfail_t ef;
	ssize_t n;

	if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0 || getppid() != parent)
		_exit(127);
	for (; env != NULL && *env != NULL; env++) {	/* -x setenv */
		char *eq = strchr(*env, '=');

		if (eq == NULL)
			unsetenv(*env);
		else {
			*eq = '\0';	/* the child's copy */
			setenv(*env, eq + 1, 1);
			*eq = '=';
		}
	}
	/* traced (evaltime), or else stopped until SIGCONT */
	if (traceme && ptrace(PTRACE_TRACEME, 0, NULL, NULL) != 0)
		traceme = 0;
	if (traceme)
		raise(SIGSTOP);
	else
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

/* wait for pid to stop or end; 0 (status in *stp) or -1 */
static int
dt_proc_wait(pid_t pid, int *stp)
{
	pid_t r;

	while ((r = waitpid(pid, stp, __WALL)) < 0 && errno == EINTR)
		continue;
	return r == pid ? 0 : -1;
}

/* the executable's entry point, where it was loaded (AT_ENTRY) */
static int
dt_proc_auxentry(pid_t pid, uint64_t *entryp)
{
	char path[64];
	uint64_t av[2];
	int fd, rc = -1;

	snprintf(path, sizeof(path), "/proc/%d/auxv", (int)pid);
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return -1;
	while (read(fd, av, sizeof(av)) == (ssize_t)sizeof(av) && av[0] != 0)
		if (av[0] == 9) {		/* AT_ENTRY */
			*entryp = av[1];
			rc = 0;
			break;
		}
	close(fd);
	return rc;
}

/*
 * Run the traced process pid, stopped at its exec, to the place evaltime
 * names: its entry point, or main() where the executable names it (its
 * symbol moved as the entry point was).  0 with the process stopped at
 * a breakpoint there and the instruction restored, or -1 (the process
 * ended, or could not be run there).
 */
static int
dt_proc_runto(pid_t pid, const char *path, int evaltime)
{
#if defined(__x86_64__)
	struct user_regs_struct regs;
	uint64_t at, entry, fentry, mainaddr;
	long word;
	int st, sig = 0;

	if (dt_proc_auxentry(pid, &at) != 0)
		return -1;
	entry = at;
	if (evaltime == DT_EVAL_MAIN && dt_uelf_entry(path, &fentry) == 0 &&
	    dt_uelf_symaddr(path, "main", &mainaddr) == 0 && mainaddr != 0)
		entry = mainaddr + (at - fentry);
	errno = 0;
	word = ptrace(PTRACE_PEEKTEXT, pid, (void *)entry, NULL);
	if (errno != 0 || ptrace(PTRACE_POKETEXT, pid, (void *)entry,
	    (void *)((word & ~0xffL) | 0xcc)) != 0)
		return -1;
	for (;;) {
		if (ptrace(PTRACE_CONT, pid, NULL, (void *)(long)sig) != 0 ||
		    dt_proc_wait(pid, &st) != 0 || !WIFSTOPPED(st))
			return -1;
		if (WSTOPSIG(st) == SIGTRAP &&
		    ptrace(PTRACE_GETREGS, pid, NULL, &regs) == 0 &&
		    regs.rip == entry + 1)
			break;
		/* a signal on the way there is the process's own */
		sig = WSTOPSIG(st) == SIGTRAP ? 0 : WSTOPSIG(st);
	}
	regs.rip = entry;
	if (ptrace(PTRACE_POKETEXT, pid, (void *)entry, (void *)word) != 0 ||
	    ptrace(PTRACE_SETREGS, pid, NULL, &regs) != 0)
		return -1;
	return 0;
#else
	(void)pid;
	(void)path;
	(void)evaltime;
	return 0;		/* stays at its exec */
#endif
}

/*
 * The child traced and stopped (raise(SIGSTOP)) before its exec: let it
 * exec, run it to the evaltime place, and leave it stopped, untraced.
 * 0; 1 if the exec failed (the child has ended; its pipe says why); -1
 * on any other failure (the child is killed).
 */
static int
dt_proc_evaltime(dtrace_hdl_t *dtp, pid_t pid, const char *path)
{
	int st, evaltime = (int)dtp->dt_options[DT_OPT_EVALTIME];

	if (ptrace(PTRACE_SETOPTIONS, pid, NULL, (void *)(long)
	    (PTRACE_O_TRACEEXEC | PTRACE_O_EXITKILL)) != 0 ||
	    ptrace(PTRACE_CONT, pid, NULL, NULL) != 0 ||
	    dt_proc_wait(pid, &st) != 0)
		return -1;
	if (WIFEXITED(st) || WIFSIGNALED(st))
		return 1;
	if (!WIFSTOPPED(st) || st >> 8 != (SIGTRAP | (PTRACE_EVENT_EXEC << 8)))
		return -1;
	if (evaltime != DT_EVAL_EXEC && dt_proc_runto(pid, path, evaltime) != 0)
		return -1;
	/* untraced, stopped until dtrace_proc_continue(): a SIGSTOP is
	 * injected at its delivery, as only there it reliably is */
	if (kill(pid, SIGSTOP) != 0)
		return -1;
	do {
		if (ptrace(PTRACE_CONT, pid, NULL, NULL) != 0 ||
		    dt_proc_wait(pid, &st) != 0 || !WIFSTOPPED(st))
			return -1;
	} while (WSTOPSIG(st) != SIGSTOP);
	if (ptrace(PTRACE_DETACH, pid, NULL, (void *)(long)SIGSTOP) != 0)
		return -1;
	while (waitpid(pid, &st, WUNTRACED) < 0 && errno == EINTR)
		continue;
	return 0;
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
		dt_proc_child(parent, fds[1], file, argv, dtp->dt_procenv,
		    !(dtp->dt_lops->lo_flags & DT_LF_PREEXEC));
	}
	close(fds[1]);
	while ((r = waitpid(pid, &st, WUNTRACED)) < 0 && errno == EINTR)
		continue;
	if (r != pid || !WIFSTOPPED(st)) {	/* it died before its exec */
		close(fds[0]);
		return dt_set_errmsg(dtp, EDT_BADPROC, "failed to execute %s: "
		    "the process ended before it could run", file);
	}
	/* traced (its ptrace(PTRACE_TRACEME) worked): run it on to where
	 * evaltime says; a failed exec is reported as below */
	if (!(dtp->dt_lops->lo_flags & DT_LF_PREEXEC) &&
	    ptrace(PTRACE_GETSIGINFO, pid, NULL, &(siginfo_t){ 0 }) == 0 &&
	    (err = dt_proc_evaltime(dtp, pid, path)) != 0) {
		dt_execfail_t ef;

		if (err > 0 && read(fds[0], &ef, sizeof (ef)) ==
		    (ssize_t)sizeof (ef)) {
			close(fds[0]);
			waitpid(pid, NULL, 0);
			return dt_proc_error(dtp, ef.file, ef.err);
		}
		kill(pid, SIGKILL);
		waitpid(pid, NULL, 0);
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

void
dt_proc_env_free(dtrace_hdl_t *dtp)
{
	char **e;

	for (e = dtp->dt_procenv; e != NULL && *e != NULL; e++)
		free(*e);
	free(dtp->dt_procenv);
	dtp->dt_procenv = NULL;
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
dt_proc_reap(dtrace_hdl_t *dtp, int i, char *msg, size_t len, int *statusp)
{
	pid_t pid = dtp->dt_procs[i], r;
	int st;

	*statusp = -1;
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
	else {
		dt_proc_status(pid, st, msg, len);
		*statusp = st;
	}
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

int
dt_proc_wait_stopped(pid_t pid)
{
	siginfo_t si;
	int i;

	/* (the stop is pending when the record is read: it comes at once;
	 * should it not come, the process is let go after 2 s anyway) */
	for (i = 0; i < 2000; i++) {
		memset(&si, 0, sizeof(si));
		if (waitid(P_PID, (id_t)pid, &si, WSTOPPED | WEXITED | WNOHANG |
		    WNOWAIT) != 0)
			return -1;
		if (si.si_pid == pid && si.si_code != CLD_STOPPED &&
		    si.si_code != CLD_TRAPPED)
			return -1;	/* gone: dt_proc_reap() reports it */
		if (si.si_pid == pid) {
			/* the stop seen, taken off the list */
			(void)waitid(P_PID, (id_t)pid, &si, WSTOPPED | WNOHANG);
			return 0;
		}
		nanosleep(&(struct timespec){ 0, 1000000 }, NULL);
	}
	return -1;
}
