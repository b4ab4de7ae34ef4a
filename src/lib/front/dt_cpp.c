/* SPDX-License-Identifier: Apache-2.0 */
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

#include "dt_cpp.h"
#include "dt_impl.h"

/* predefined, as DTrace on Linux/x86-64 defines them; and
 * __SUNW_D_VERSION, the D version in force (-x version) */
static const char *const dt_cpp_defs[] = {
	"-D__linux", "-D__linux__", "-D__unix", "-D__x86_64", "-D__amd64",
	"-D__SUNW_D=1", "-D__SUNW_D_64",
};

/*
 * -X (stdc): what DTrace's modes ask of the C preprocessor, in GNU cpp's
 * terms.  illumos passes its own cpp __STDC__=0 for a and t, 1 for c and
 * nothing for s; GNU cpp defines __STDC__ as 1 in its ISO modes, and not
 * at all in its traditional (K&R) one, which s asks for.  c, strictly
 * conforming ISO C, is GNU cpp's C99 without extensions.
 */
static const char *const dt_cpp_stdc[] = {
	[DT_STDC_XA] = NULL,
	[DT_STDC_XC] = "-std=c99",
	[DT_STDC_XS] = "-traditional-cpp",
	[DT_STDC_XT] = NULL,
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

/* the blank-separated words of text, each an argument (-x cppargs) */
int
dt_cpp_addwords(dtrace_hdl_t *dtp, const char *text)
{
	char *copy, *w, *save = NULL;
	int rc = 0;

	if ((copy = strdup(text)) == NULL)
		return dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
	for (w = strtok_r(copy, " \t\n", &save); w != NULL && rc == 0;
	    w = strtok_r(NULL, " \t\n", &save))
		rc = dt_cpp_addarg(dtp, "", w);
	free(copy);
	return rc;
}

void
dt_cpp_fini(dtrace_hdl_t *dtp)
{
	int i;

	for (i = 0; i < dtp->dt_cppargc; i++)
		free(dtp->dt_cppargv[i]);
	free(dtp->dt_cppargv);
	free(dtp->dt_cpppath);
	dtp->dt_cppargv = NULL;
	dtp->dt_cppargc = 0;
	dtp->dt_cpppath = NULL;
}

/* run cpp over text: 0 with a malloc'ed *outp, or -1 with the error set */
int
dt_cpp(dtrace_hdl_t *dtp, const char *text, size_t len, char **outp,
    size_t *outlenp)
{
	const size_t ndefs = sizeof(dt_cpp_defs) / sizeof(dt_cpp_defs[0]);
	const char *cpp = dtp->dt_cpppath != NULL ? dtp->dt_cpppath : "cpp";
	char **argv, *out = NULL, vers[40];
	int64_t stdc = dtp->dt_options[DT_OPT_STDC];
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
	argv = calloc(ndefs + (size_t)dtp->dt_cppargc + 9, sizeof(char *));
	if (argv == NULL || pipe2(pfd, O_CLOEXEC) != 0) {
		free(argv);
		close(in);
		return dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
	}
	/* argv[0] is the program's name, as DTrace runs it (its
	 * messages begin "cpp:", not with the path) */
	argv[k++] = (char *)(strrchr(cpp, '/') != NULL ?
	    strrchr(cpp, '/') + 1 : cpp);
	for (i = 0; i < ndefs; i++)
		argv[k++] = (char *)dt_cpp_defs[i];
	snprintf(vers, sizeof(vers), "-D__SUNW_D_VERSION=0x%08x",
	    (unsigned)dtp->dt_options[DT_OPT_VERSION]);
	argv[k++] = vers;
	if (stdc >= 0 && stdc < (int64_t)(sizeof(dt_cpp_stdc) /
	    sizeof(dt_cpp_stdc[0])) && dt_cpp_stdc[stdc] != NULL)
		argv[k++] = (char *)dt_cpp_stdc[stdc];
	for (i = 0; i < (size_t)dtp->dt_cppargc; i++)
		argv[k++] = dtp->dt_cppargv[i];
	if (dtp->dt_options[DT_OPT_CPPHDRS] > 0)
		argv[k++] = "-H";
	/* its messages as DTrace's show them: "/dev/stdin:17: error: ..." */
	argv[k++] = "-fno-show-column";
	argv[k++] = "-fno-diagnostics-show-caret";
	argv[k++] = "/dev/stdin";
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

/*
 * bt: the macros a program's #include and #define lines (and --include
 * files) give, as bpftrace has clang preprocess them.  The system's cpp
 * reads only those lines (the others left blank) and says what it
 * defined (-dD); what the compiler predefines is left out.  A header
 * <...> found nowhere on the search path (-I dirs, then the system's;
 * for "...", the current directory first) is
 * taken to be a kernel header whose types BTF gives: its line is
 * dropped.  A header "..." found nowhere is an error at its line.
 */

/* the system's include directories, after the -I ones */
static const char *const dt_cpp_sysdirs[] = {
	"/usr/local/include", "/usr/include/x86_64-linux-gnu", "/usr/include",
};

static int
dt_cpp_found(const char *dir, const char *name)
{
	char path[8200];

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	return access(path, R_OK) == 0;
}

/* is the header name (written <name>, or "name" when quoted) found? */
static int
dt_cpp_header(const dtrace_hdl_t *dtp, const char *name, int quoted,
    const char *srcdir)
{
	size_t i;
	int k;

	if (name[0] == '/')
		return access(name, R_OK) == 0;
	if (quoted && dt_cpp_found(srcdir, name))
		return 1;
	for (k = 0; k < dtp->dt_cppargc; k++)
		if (strncmp(dtp->dt_cppargv[k], "-I", 2) == 0 &&
		    dt_cpp_found(dtp->dt_cppargv[k] + 2, name))
			return 1;
	for (i = 0; i < sizeof(dt_cpp_sysdirs) / sizeof(dt_cpp_sysdirs[0]);
	    i++)
		if (dt_cpp_found(dt_cpp_sysdirs[i], name))
			return 1;
	return 0;
}

/* the macro lines of cpp's -dD output, "NAME BODY", but not those of
 * <built-in> or <command-line> */
static char *
dt_cpp_macros(const char *out, size_t n)
{
	const char *s = out, *e, *end = out + n;
	size_t cap = n + 1, k = 0;
	char *m = malloc(cap);
	int own = 1;

	if (m == NULL)
		return NULL;
	for (; s < end; s = e + 1) {
		if ((e = memchr(s, '\n', (size_t)(end - s))) == NULL)
			e = end;
		if (e - s > 2 && s[0] == '#' && s[1] == ' ' &&
		    s[2] >= '0' && s[2] <= '9') {
			const char *q = memchr(s, '"', (size_t)(e - s));

			own = q == NULL || q[1] != '<' ||
			    (strncmp(q, "\"<built-in>\"", 12) != 0 &&
			    strncmp(q, "\"<command-line>\"", 16) != 0);
			continue;
		}
		if (!own)
			continue;
		/* bpftrace 0.17 keeps a macro that is #undef'd */
		if (e - s > 8 && strncmp(s, "#define ", 8) == 0) {
			memcpy(m + k, s + 8, (size_t)(e - s) - 8);
			k += (size_t)(e - s) - 8;
			m[k++] = '\n';
		}
	}
	m[k] = '\0';
	return m;
}

/* whether the line s..e ends inside a comment (starting in one if cmt) */
static int
dt_cpp_incomment(const char *s, const char *e, int cmt)
{
	char q = 0;

	for (; s < e; s++) {
		if (cmt) {
			if (s[0] == '*' && s + 1 < e && s[1] == '/') {
				cmt = 0;
				s++;
			}
		} else if (q != 0) {
			if (s[0] == '\\' && s + 1 < e)
				s++;
			else if (s[0] == q)
				q = 0;
		} else if (s[0] == '"') {
			q = s[0];
		} else if (s[0] == '/' && s + 1 < e && s[1] == '/') {
			break;
		} else if (s[0] == '/' && s + 1 < e && s[1] == '*') {
			cmt = 1;
			s++;
		}
	}
	return cmt;
}

/*
 * A header a bt program includes that is found nowhere is dropped (its
 * types come from BTF), but a missing "header" is bpftrace's error: 0 to
 * keep the directive at d ("include ..."), 1 to drop it, -1 with the
 * error set.
 */
static int
dt_cpp_btinclude(dtrace_hdl_t *dtp, const char *s, const char *d,
    const char *e, int ndirs)
{
	const char *name = d + 7, *close;
	char hdr[4096];

	while (name < e && (*name == ' ' || *name == '\t'))
		name++;
	close = name < e ? memchr(name + 1, *name == '<' ? '>' : '"',
	    (size_t)(e - name - 1)) : NULL;
	if (close == NULL || (*name != '<' && *name != '"'))
		return 0;
	snprintf(hdr, sizeof(hdr), "%.*s", (int)(close - name - 1), name + 1);
	if (dt_cpp_header(dtp, hdr, *name == '"', "."))
		return 0;
	if (*name == '<')
		return 1;
	/* as clang says it in bpftrace's file of the directives, after one
	 * of its own */
	return dt_set_errmsg(dtp, EDT_COMPILER, "definitions.h:%d:%d: fatal "
	    "error: '%s' file not found", ndirs + 1, (int)(name - s) + 1, hdr);
}

/* the lines of text whose marker (__bt_line_N) cpp's output out has */
static void
dt_cpp_active(const char *out, size_t n, char *active, int nlines)
{
	const char *s = out, *end = out + n;
	long l;

	while (s < end && (s = memmem(s, (size_t)(end - s), "__bt_line_",
	    10)) != NULL) {
		s += 10;
		l = strtol(s, NULL, 10);
		if (l >= 1 && l <= nlines)
			active[l - 1] = 1;
	}
}

/*
 * cpp is given the program's directives as they are and, for each other
 * line, a marker: the macros are what its -dD output defines, and a line
 * whose marker is not in the output is left out by a conditional (it is
 * blanked in *textp, NULL if none is); comments are followed, so that a
 * '#' in one is no directive.
 */
int
dt_cpp_btmacros(dtrace_hdl_t *dtp, const char *text, size_t len,
    const char *file, char **macrosp, char **textp)
{
	char *in, *out = NULL, *kind = NULL, *active = NULL, *t;
	const char *s = text, *e, *end = text + len, *ls;
	size_t n = 0, outlen, cap;
	int line = 0, any = 0, k, added = 0, rc = 0, ndirs = 0, cmt = 0;
	int cmtdir = 0, blank = 0;

	*macrosp = NULL;
	*textp = NULL;
	(void)file;
	for (k = 0; k < dtp->dt_cppargc; k++) {
		const char *a = dtp->dt_cppargv[k];

		if (strncmp(a, "--include=", 10) != 0)
			continue;
		if (access(a + 10, R_OK) != 0)
			return dt_set_errmsg(dtp, EDT_COMPILER, "fatal error: "
			    "'%s' file not found", a + 10);
		any = 1;
	}
	/* a line's marker is at most 32 bytes longer than the line */
	cap = len + 1;
	for (s = text; s < end && (s = memchr(s, '\n',
	    (size_t)(end - s))) != NULL; s++)
		cap += 32;
	cap += 32;
	if ((in = malloc(cap)) == NULL || (kind = calloc(cap, 1)) == NULL) {
		free(in);
		return dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
	}
	for (s = text; s < end; s = e + 1) {
		int dir = 0;

		if ((e = memchr(s, '\n', (size_t)(end - s))) == NULL)
			e = end;
		for (ls = s; ls < e && (*ls == ' ' || *ls == '\t'); ls++)
			;
		if (!cmt && ls < e && ls[0] == '#' &&
		    (e - ls < 2 || ls[1] != '!')) {
			const char *d = ls + 1;
			int drop = 0;	/* an #include of BTF's */

			ndirs++;
			while (d < e && (*d == ' ' || *d == '\t'))
				d++;
			if ((size_t)(e - d) > 7 && strncmp(d, "include", 7) == 0 &&
			    (drop = dt_cpp_btinclude(dtp, ls, d, e, ndirs)) < 0) {
				rc = -1;
				goto done;
			}
			dir = !drop;
			any |= dir;
		}
		if (dir) {
			/* with its continuation lines */
			for (;;) {
				kind[line++] = 1;
				memcpy(in + n, s, (size_t)(e - s));
				n += (size_t)(e - s);
				cmt = dt_cpp_incomment(s, e, cmt);
				if (e >= end || e == s || e[-1] != '\\')
					break;
				in[n++] = '\n';
				s = e + 1;
				if ((e = memchr(s, '\n', (size_t)(end - s))) ==
				    NULL)
					e = end;
			}
			cmtdir = cmt;
		} else if (ls < e && ls[0] == '#' && !cmt) {
			kind[line++] = 1;	/* the #include dropped */
		} else if (cmt && cmtdir) {
			/* in a comment a directive opened, which the
			 * directive goes on after */
			kind[line++] = 1;
			memcpy(in + n, s, (size_t)(e - s));
			n += (size_t)(e - s);
			cmtdir = cmt = dt_cpp_incomment(s, e, cmt);
		} else {
			int was = cmt;

			line++;
			cmt = dt_cpp_incomment(s, e, cmt);
			n += (size_t)sprintf(in + n, "%s__bt_line_%d%s",
			    was ? "*/ " : "", line, cmt ? " /*" : "");
		}
		if (e < end)
			in[n++] = '\n';
	}
	if (!any)
		goto done;
	/* -dD, no warnings, quoted headers beside the script, for this run
	 * only; BTF is there, as bpftrace says */
	if (dt_cpp_addarg(dtp, "-dD", "") != 0 ||
	    (++added, dt_cpp_addarg(dtp, "-w", "")) != 0 ||
	    (++added, dt_cpp_addarg(dtp, "-iquote", ".")) != 0 ||
	    (++added, dt_cpp_addarg(dtp, "-D", "BPFTRACE_HAVE_BTF")) != 0) {
		rc = -1;
		goto done;
	}
	added++;
	rc = dt_cpp(dtp, in, n, &out, &outlen);
	if (rc != 0 && dtp->dt_errno == EDT_COMPILER) {
		char msg[sizeof(dtp->dt_errmsg)];

		/* after what cpp said on stderr */
		snprintf(msg, sizeof(msg), "%s", dtp->dt_errmsg);
		dt_set_errmsg(dtp, EDT_COMPILER, "ERROR: %.*s",
		    (int)sizeof(msg) - 8, msg);
	}
	if (rc != 0)
		goto done;
	if ((*macrosp = dt_cpp_macros(out, outlen)) == NULL ||
	    (active = calloc((size_t)line + 1, 1)) == NULL) {
		rc = dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
		goto done;
	}
	dt_cpp_active(out, outlen, active, line);
	for (k = 0; k < line; k++)
		blank |= !kind[k] && !active[k];
	if (!blank || (*textp = t = malloc(len + 1)) == NULL)
		goto done;
	/* what cpp leaves out is blanks: lines and columns stay where
	 * they are (a directive's continuation lines are the program's, as
	 * in bpftrace 0.17) */
	memcpy(t, text, len);
	t[len] = '\0';
	for (s = t, k = 0; s < t + len; s = e + 1, k++) {
		if ((e = memchr(s, '\n', (size_t)(t + len - s))) == NULL)
			e = t + len;
		if (!kind[k] && !active[k])
			memset((char *)s, ' ', (size_t)(e - s));
	}
done:
	while (added-- > 0)
		free(dtp->dt_cppargv[--dtp->dt_cppargc]);
	free(active);
	free(kind);
	free(out);
	free(in);
	return rc;
}
