/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_bt_import.c -- where a bt program's `import "NAME";` finds what it
 * reads, as bpftrace (0.24 and later) looks for it: NAME under the
 * directory of the program's file (the current directory for -e), then
 * under each -I directory; the first path that exists is it.
 *
 * One row a kind of file: a .bt file is read (its macros, map
 * declarations and probes join the program); the kinds bpftrace compiles
 * with clang (C headers, .bpf.c sources, .bpf.o objects) are refused, as
 * btrace has no clang; any other is an error.  A directory is its files
 * of those kinds (the .bt ones read in name order, others passed over).
 * Nothing is read from a file or directory anyone may write (bpftrace's
 * refusal, in its words).
 */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "dt_bt_import.h"

typedef enum bt_ikind {
	BI_SCRIPT,	/* read */
	BI_CLANG,	/* refused: needs clang */
	BI_UNKNOWN
} bt_ikind_t;

static const struct {
	const char *ik_suffix;
	bt_ikind_t ik_kind;
} bt_ikinds[] = {
	{ ".bt", BI_SCRIPT },
	{ ".bpf.c", BI_CLANG },
	{ ".h", BI_CLANG },
	{ ".bpf.o", BI_CLANG },
};

static bt_ikind_t
bt_ikind(const char *path)
{
	size_t n = strlen(path), i, k;

	for (i = 0; i < sizeof(bt_ikinds) / sizeof(bt_ikinds[0]); i++) {
		k = strlen(bt_ikinds[i].ik_suffix);
		if (n > k && strcmp(path + n - k, bt_ikinds[i].ik_suffix) == 0)
			return bt_ikinds[i].ik_kind;
	}
	return BI_UNKNOWN;
}

static const char *
bt_basename(const char *path)
{
	const char *s = strrchr(path, '/');

	return s != NULL && s[1] != '\0' ? s + 1 : path;
}

/* path, or the directory it is in, may be written by anyone */
static int
bt_worldwritable(const char *path)
{
	char dir[4096];
	struct stat st;
	char *s;

	if (stat(path, &st) == 0 && (st.st_mode & S_IWOTH))
		return 1;
	snprintf(dir, sizeof(dir), "%s", path);
	if ((s = strrchr(dir, '/')) == NULL)
		snprintf(dir, sizeof(dir), ".");
	else if (s == dir)
		s[1] = '\0';
	else
		*s = '\0';
	return stat(dir, &st) == 0 && (st.st_mode & S_IWOTH);
}

static int
bt_addpath(char ***vp, int *np, const char *path)
{
	char **v = realloc(*vp, (size_t)(*np + 2) * sizeof(char *));

	if (v == NULL)
		return -1;
	*vp = v;
	if ((v[*np] = strdup(path)) == NULL)
		return -1;
	v[++*np] = NULL;
	return 0;
}

static int
bt_cmpname(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static void
bt_clangerr(const char *file, char *err, size_t errlen)
{
	snprintf(err, errlen, "cannot import \"%s\": importing C and BPF "
	    "files (.h, .bpf.c, .bpf.o) needs clang, which btrace does not "
	    "use; only .bt files can be imported", file);
}

/* the file or directory path found: the files it has read */
static int
bt_found(const char *path, char ***pathsp, char *err, size_t errlen)
{
	char **v = NULL, **names = NULL, sub[4096];
	int n = 0, nn = 0, i;
	struct dirent *d;
	struct stat st;
	DIR *dir;

	if (bt_worldwritable(path)) {
		snprintf(err, errlen, "cowardly refusing to import from a "
		    "directory with global write permissions: \"%s\"", path);
		return -1;
	}
	if (stat(path, &st) == 0 && !S_ISDIR(st.st_mode)) {
		switch (bt_ikind(path)) {
		case BI_SCRIPT:
			if (bt_addpath(&v, &n, path) != 0)
				goto nomem;
			*pathsp = v;
			return n;
		case BI_CLANG:
			bt_clangerr(bt_basename(path), err, errlen);
			return -1;
		default:
			snprintf(err, errlen, "unknown import type: \"%s\"",
			    bt_basename(path));
			return -1;
		}
	}
	if ((dir = opendir(path)) == NULL) {
		snprintf(err, errlen, "error reading import \"%s\": %s", path,
		    strerror(errno));
		return -1;
	}
	while ((d = readdir(dir)) != NULL) {
		if (d->d_name[0] == '.' || bt_ikind(d->d_name) == BI_UNKNOWN)
			continue;
		if (bt_addpath(&names, &nn, d->d_name) != 0) {
			closedir(dir);
			goto nomem;
		}
	}
	closedir(dir);
	if (nn > 1)
		qsort(names, (size_t)nn, sizeof(char *), bt_cmpname);
	for (i = 0; i < nn; i++) {
		if (snprintf(sub, sizeof(sub), "%s/%s", path, names[i]) >=
		    (int)sizeof(sub))
			continue;	/* no such file */
		if (bt_ikind(names[i]) == BI_CLANG) {
			bt_clangerr(names[i], err, errlen);
			dt_bt_import_free(names);
			dt_bt_import_free(v);
			return -1;
		}
		if (bt_addpath(&v, &n, sub) != 0)
			goto nomem;
	}
	dt_bt_import_free(names);
	*pathsp = v;
	return n;
nomem:
	dt_bt_import_free(names);
	dt_bt_import_free(v);
	snprintf(err, errlen, "out of memory");
	return -1;
}

int
dt_bt_import_find(const char *name, const char *progfile,
    const char *const *dirs, int ndirs, char ***pathsp, char *err,
    size_t errlen)
{
	char path[4096], checked[1024] = "";
	const char *slash = progfile != NULL ? strrchr(progfile, '/') : NULL;
	struct stat st;
	size_t len;
	int i;

	*pathsp = NULL;
	for (i = -1; i < ndirs; i++) {
		int w;

		if (i >= 0)
			w = snprintf(path, sizeof(path), "%s/%s", dirs[i],
			    name);
		else if (name[0] == '/' || slash == NULL)
			w = snprintf(path, sizeof(path), "%s", name);
		else
			w = snprintf(path, sizeof(path), "%.*s/%s",
			    (int)(slash - progfile), progfile, name);
		if (w >= (int)sizeof(path))
			continue;	/* no such file */
		len = strlen(checked);
		if (snprintf(checked + len, sizeof(checked) - len, "%s%s",
		    len > 0 ? ", " : "", path) >= (int)(sizeof(checked) - len))
			checked[len] = '\0';
		if (stat(path, &st) == 0)
			return bt_found(path, pathsp, err, errlen);
		if (name[0] == '/')
			break;
	}
	snprintf(err, errlen, "Unable to find suitable path for import "
	    "(checked: %s)", checked);
	return -1;
}

char *
dt_bt_import_read(const char *path, size_t *lenp, char *err, size_t errlen)
{
	FILE *f = fopen(path, "r");
	char *text = NULL, *v;
	size_t len = 0, n;
	char buf[8192];

	if (f == NULL) {
		snprintf(err, errlen, "error reading import \"%s\": %s", path,
		    strerror(errno));
		return NULL;
	}
	while ((n = fread(buf, 1, sizeof(buf), f)) > 0) {
		if ((v = realloc(text, len + n + 1)) == NULL) {
			free(text);
			fclose(f);
			snprintf(err, errlen, "out of memory");
			return NULL;
		}
		text = v;
		memcpy(text + len, buf, n);
		len += n;
	}
	if (ferror(f)) {
		snprintf(err, errlen, "error reading import \"%s\": %s", path,
		    strerror(errno));
		free(text);
		fclose(f);
		return NULL;
	}
	fclose(f);
	if (text == NULL && (text = malloc(1)) == NULL) {
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	text[len] = '\0';
	*lenp = len;
	return text;
}

void
dt_bt_import_free(char **paths)
{
	char **p;

	for (p = paths; p != NULL && *p != NULL; p++)
		free(*p);
	free(paths);
}
