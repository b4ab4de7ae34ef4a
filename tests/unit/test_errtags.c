/* SPDX-License-Identifier: Apache-2.0 */
/*
 * test_errtags.c -- the D_* tag table (dt_errtag.h), and every place in
 * src/ that raises a compile error names DTrace's tag for it.
 *
 * The walk reads the source text: each call of a raise function must
 * mention a D_* tag or pass its caller's `tag` on, or follow a line that
 * sets dt_errtag.  Files whose raise sites do not name their tags yet are
 * listed in tests/unit/errtags-allow.txt with the exact number of such
 * calls, so the list has to shrink as they are converted.
 */
#define _XOPEN_SOURCE 700
#include <ctype.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "unit.h"
#include "dt_errtag.h"

/* the functions that raise a compile error (or pass one on) */
static const char *const raisers[] = {
	"dt_dnerror", "dt_program_error", "dt_compile_error", "dt_lex_error",
	"dt_type_error", "dt_incompat", "dt_cg_dnerror", "dt_lateerr",
	"dt_bt_errors", "dt_decl_typeerr", "pf_error", "pf_msg", "pf_type_msg",
};

#define MAXFILES 256
static struct {
	char path[256];
	int untagged;
} files[MAXFILES];
static int nfiles, ncalls, ntagged;
static const char *root;

static int
is_ident(int c)
{
	return isalnum(c) || c == '_';
}

/* the text holds a D_ tag name, the word "tag", or a call of a function
 * whose name ends in "tag" (it returns the tag: dt_agg_argtag(f, i)) */
static int
names_tag(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i + 2 < n; i++) {
		if (i + 4 <= n && strncmp(s + i, "tag(", 4) == 0)
			return 1;
		if (i > 0 && is_ident((unsigned char)s[i - 1]))
			continue;
		if (s[i] == 'D' && s[i + 1] == '_' &&
		    isupper((unsigned char)s[i + 2]))
			return 1;
		if (i + 3 <= n && strncmp(s + i, "tag", 3) == 0 &&
		    (i + 3 == n || !is_ident((unsigned char)s[i + 3])))
			return 1;
	}
	return 0;
}

/* the line before the one p is on sets dt_errtag */
static int
after_errtag_set(const char *text, const char *p)
{
	const char *ls = p, *ps;

	while (ls > text && ls[-1] != '\n')
		ls--;
	if (ls == text)
		return 0;
	ps = ls - 1;
	while (ps > text && ps[-1] != '\n')
		ps--;
	for (; ps < ls; ps++)
		if (strncmp(ps, "dt_errtag = ", 12) == 0)
			return 1;
	return 0;
}

/* p is at a raiser's name: a call (not a definition or a declaration) */
static int
is_call(const char *text, const char *p)
{
	const char *ls = p;
	int words = 0;

	while (ls > text && ls[-1] != '\n')
		ls--;
	if (ls == p)
		return 0;	/* a definition: the name starts the line */
	for (; ls < p; ls++) {
		if (strchr("(=,&|?:!", *ls) != NULL)
			return 1;
		if (is_ident((unsigned char)*ls) &&
		    (ls == text || !is_ident((unsigned char)ls[-1])))
			words++;
	}
	/* "return dt_x(" is a call, "static int dt_x(" is not */
	return words == 0 || (words == 1 && strstr(p - 7 >= text ? p - 7 :
	    text, "return ") != NULL);
}

static int
line_of(const char *text, const char *p)
{
	int n = 1;

	for (; text < p; text++)
		n += *text == '\n';
	return n;
}

static void
walk_text(const char *path, const char *text)
{
	size_t r, len;
	const char *p, *q;
	int depth, untagged = 0;

	for (r = 0; r < sizeof(raisers) / sizeof(raisers[0]); r++) {
		len = strlen(raisers[r]);
		for (p = text; (p = strstr(p, raisers[r])) != NULL; p += len) {
			if ((p > text && is_ident((unsigned char)p[-1])) ||
			    p[len] != '(' || p[len + 1] == ')' ||
			    !is_call(text, p))
				continue;
			for (q = p + len, depth = 0; *q != '\0'; q++) {
				if (*q == '(')
					depth++;
				else if (*q == ')' && --depth == 0)
					break;
			}
			ncalls++;
			if (names_tag(p + len, (size_t)(q - (p + len))) ||
			    after_errtag_set(text, p)) {
				ntagged++;
				continue;
			}
			untagged++;
			printf("# untagged: %s:%d\n", path, line_of(text, p));
		}
	}
	if (untagged > 0 && nfiles < MAXFILES) {
		snprintf(files[nfiles].path, sizeof(files[nfiles].path), "%s",
		    path);
		files[nfiles++].untagged = untagged;
	}
}

static int
walk_one(const char *fpath, const struct stat *sb, int flag, struct FTW *ftw)
{
	size_t n = strlen(fpath);
	FILE *fp;
	char *text;
	long len;

	(void)sb;
	(void)ftw;
	if (flag != FTW_F || n < 2 || strcmp(fpath + n - 2, ".c") != 0)
		return 0;
	if ((fp = fopen(fpath, "r")) == NULL)
		return 0;
	fseek(fp, 0, SEEK_END);
	len = ftell(fp);
	rewind(fp);
	if (len >= 0 && (text = calloc(1, (size_t)len + 1)) != NULL) {
		if (fread(text, 1, (size_t)len, fp) == (size_t)len)
			walk_text(fpath + strlen(root) + 1, text);
		free(text);
	}
	fclose(fp);
	return 0;
}

/* the allowed number of untagged calls in path (0: not listed) */
static int
allowed(const char *path)
{
	char fn[512], line[512], p[256];
	FILE *fp;
	int n, want = 0;

	snprintf(fn, sizeof(fn), "%s/tests/unit/errtags-allow.txt", root);
	if ((fp = fopen(fn, "r")) == NULL)
		return 0;
	while (fgets(line, sizeof(line), fp) != NULL)
		if (line[0] != '#' && sscanf(line, "%255s %d", p, &n) == 2 &&
		    strcmp(p, path) == 0)
			want = n;
	fclose(fp);
	return want;
}

int
main(void)
{
	static const char *const roots[] = { ".", "..", "../..", "../../.." };
	char name[300], fn[512];
	int i, dup = 0, bad = 0, j;
	size_t r;

	/* the table: every row named, in DTrace's form, once */
	CHECK("D_UNKNOWN is the first row", D_UNKNOWN == 1);
	CHECK("no name for 0", dt_errtag_name(DT_ERRTAG_NONE) == NULL);
	CHECK("no name past the table", dt_errtag_name(DT_ERRTAG_COUNT) == NULL);
	CHECK_STR("name of D_PRINTF_ARG_PROTO",
	    dt_errtag_name(D_PRINTF_ARG_PROTO), "D_PRINTF_ARG_PROTO");
	CHECK_STR("name of D_PRINTA_AGGKEY", dt_errtag_name(D_PRINTA_AGGKEY),
	    "D_PRINTA_AGGKEY");
	for (i = 1; i < DT_ERRTAG_COUNT; i++) {
		const char *a = dt_errtag_name((dt_errtag_t)i);

		if (a == NULL || strncmp(a, "D_", 2) != 0) {
			bad++;
			continue;
		}
		for (j = 1; j < i; j++)
			if (strcmp(a, dt_errtag_name((dt_errtag_t)j)) == 0)
				dup++;
	}
	CHECK("every row has a D_ name", bad == 0);
	CHECK("no name twice", dup == 0);

	for (r = 0; r < sizeof(roots) / sizeof(roots[0]); r++) {
		snprintf(fn, sizeof(fn), "%s/src/lib/session/dt_errtag.h",
		    roots[r]);
		if (access(fn, R_OK) == 0)
			break;
	}
	if (r == sizeof(roots) / sizeof(roots[0])) {
		printf("SKIP raise sites: the source tree is not here\n");
		UNIT_DONE();
	}
	root = roots[r];
	snprintf(fn, sizeof(fn), "%s/src", root);
	nftw(fn, walk_one, 16, FTW_PHYS);
	CHECK("raise sites found", ncalls > 100);
	printf("# %d raise calls, %d name their tag\n", ncalls, ntagged);
	for (i = 0; i < nfiles; i++) {
		snprintf(name, sizeof(name), "%.200s: %d untagged raise calls, "
		    "errtags-allow.txt allows %d", files[i].path,
		    files[i].untagged, allowed(files[i].path));
		CHECK(name, files[i].untagged == allowed(files[i].path));
	}
	/* a listed file with none left must leave the list */
	{
		FILE *fp;
		char line[512], p[256];
		int n, found;

		snprintf(fn, sizeof(fn), "%s/tests/unit/errtags-allow.txt",
		    root);
		if ((fp = fopen(fn, "r")) != NULL) {
			while (fgets(line, sizeof(line), fp) != NULL) {
				if (line[0] == '#' || sscanf(line, "%255s %d",
				    p, &n) != 2)
					continue;
				for (found = 0, i = 0; i < nfiles; i++)
					found |= strcmp(files[i].path, p) == 0;
				snprintf(name, sizeof(name), "%.200s is still "
				    "listed with %d", p, n);
				CHECK(name, found);
			}
			fclose(fp);
		}
	}
	UNIT_DONE();
}
