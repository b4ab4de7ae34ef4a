/*
 * nomemlock.c -- LD_PRELOAD shim used only to record the gold outputs
 * with the real bpftrace on a machine where the hard RLIMIT_MEMLOCK cannot
 * be raised (no CAP_SYS_RESOURCE, e.g. in a container).  bpftrace 0.17
 * calls setrlimit(RLIMIT_MEMLOCK, infinity) at start-up and, when that
 * fails, prints
 *   ERROR: Unknown error -1: couldn't set RLIMIT_MEMLOCK for bpftrace. ...
 * on stderr, an artefact of the machine, not of the program traced.  Linux
 * >= 5.11 charges BPF memory to the memory cgroup, so the limit does not
 * matter: pretend the call succeeded.  Nothing else is changed, and the
 * variable is removed at load time so that bpftrace's children (-c,
 * system()) do not inherit the shim.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>
#include <sys/resource.h>

static void __attribute__((constructor))
nomemlock_init(void)
{
	unsetenv("LD_PRELOAD");
}

int
setrlimit(__rlimit_resource_t res, const struct rlimit *rl)
{
	static int (*real)(__rlimit_resource_t, const struct rlimit *);

	if (res == RLIMIT_MEMLOCK)
		return (0);
	if (real == NULL)
		real = (int (*)(__rlimit_resource_t, const struct rlimit *))
		    dlsym(RTLD_NEXT, "setrlimit");
	return (real(res, rl));
}

int
setrlimit64(__rlimit_resource_t res, const struct rlimit64 *rl)
{
	static int (*real)(__rlimit_resource_t, const struct rlimit64 *);

	if (res == RLIMIT_MEMLOCK)
		return (0);
	if (real == NULL)
		real = (int (*)(__rlimit_resource_t, const struct rlimit64 *))
		    dlsym(RTLD_NEXT, "setrlimit64");
	return (real(res, rl));
}
