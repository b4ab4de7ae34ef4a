/*
 * dt_cpp.c -- the C preprocessor stage (dtrace -C): the program text goes
 * through the system's cpp with DTrace's predefined macros and the -D,
 * -U, -I and -H options given; its line markers keep error lines right.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include "dt_impl.h"

/* predefined, as DTrace on Linux/x86-64 defines them */
static const char *const dt_cpp_defs[] = {
	"-D__linux", "-D__linux__", "-D__unix", "-D__x86_64", "-D__amd64",
	"-D__SUNW_D=1", "-D__SUNW_D_64", "-D__SUNW_D_VERSION=0x010d0000",
};

int
dt_cpp_addarg(dtrace_hdl_t *dtp, const char *prefix, const char *arg)
{
	char **v, *a;

	if (asprintf(&a, "%s%s", prefix, arg) < 0)
		return dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
	if ((v = realloc(dtp->dt_cppargv, sizeof(char *) *
	    (size_t)(dtp->dt_cppargc + 1))) == NULL) {
		free(a);
		return dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
	}
	v[dtp->dt_cppargc++] = a;
	dtp->dt_cppargv = v;
	return 0;
}

void
dt_cpp_fini(dtrace_hdl_t *dtp)
{
	int i;

	for (i = 0; i < dtp->dt_cppargc; i++)
		free(dtp->dt_cppargv[i]);
	free(dtp->dt_cppargv);
	free(dtp->dt_cpppath);
}

/* run cpp over text: 0 with a malloc'ed *outp, or -1 with the error set */
int
dt_cpp(dtrace_hdl_t *dtp, const char *text, size_t len, char **outp,
    size_t *outlenp)
{
	const size_t ndefs = sizeof(dt_cpp_defs) / sizeof(dt_cpp_defs[0]);
	const char *cpp = dtp->dt_cpppath != NULL ? dtp->dt_cpppath : "cpp";
	char **argv, *out = NULL;
	size_t n = 0, cap = 0, i, k = 0;
	int in, pfd[2], st;
	pid_t pid;

	/* the input in a memory file; a #! line becomes a comment */
	if ((in = memfd_create("dtrace-cpp", MFD_CLOEXEC)) < 0)
		return dt_set_errmsg(dtp, EDT_COMPILER, "cannot run the "
		    "preprocessor: %s", strerror(errno));
	if (len >= 2 && text[0] == '#' && text[1] == '!') {
		if (write(in, "//", 2) != 2)
			goto ioerr;
		text += 2;
		len -= 2;
	}
	if (write(in, text, len) != (ssize_t)len || lseek(in, 0, SEEK_SET) != 0)
		goto ioerr;
	argv = calloc(ndefs + (size_t)dtp->dt_cppargc + 4, sizeof(char *));
	if (argv == NULL || pipe2(pfd, O_CLOEXEC) != 0) {
		free(argv);
		close(in);
		return dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
	}
	argv[k++] = (char *)cpp;
	for (i = 0; i < ndefs; i++)
		argv[k++] = (char *)dt_cpp_defs[i];
	for (i = 0; i < (size_t)dtp->dt_cppargc; i++)
		argv[k++] = dtp->dt_cppargv[i];
	if (dtp->dt_options[DT_OPT_CPPHDRS] > 0)
		argv[k++] = "-H";
	argv[k] = NULL;
	if ((pid = fork()) == 0) {
		dup2(in, 0);
		dup2(pfd[1], 1);
		execvp(cpp, argv);
		fprintf(stderr, "dtrace: failed to run %s: %s\n", cpp,
		    strerror(errno));
		_exit(127);
	}
	free(argv);
	close(in);
	close(pfd[1]);
	for (;;) {
		ssize_t r;

		if (cap - n < 4096) {
			char *nb = realloc(out, cap + 65536);

			if (nb == NULL)
				break;
			out = nb;
			cap += 65536;
		}
		if ((r = read(pfd[0], out + n, cap - n - 1)) < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		n += (size_t)r;
	}
	close(pfd[0]);
	while (pid > 0 && waitpid(pid, &st, 0) < 0 && errno == EINTR)
		continue;
	if (pid < 0 || out == NULL || !WIFEXITED(st) || WEXITSTATUS(st) != 0) {
		free(out);
		return dt_set_errmsg(dtp, EDT_COMPILER, "Preprocessor failed "
		    "to process input program");
	}
	out[n] = '\0';
	*outp = out;
	*outlenp = n;
	return 0;
ioerr:
	close(in);
	return dt_set_errmsg(dtp, EDT_COMPILER, "cannot run the preprocessor: "
	    "%s", strerror(errno));
}
