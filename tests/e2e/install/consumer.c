/* SPDX-License-Identifier: Apache-2.0 */
/*
 * consumer.c -- a program built out of the tree against the installed
 * libdtrace (tst.install.sh builds it with pkg-config): the life of a
 * consumer as dtrace.h describes it, with only the public API.  It
 * compiles a D program that prints a line and fills four aggregations (a
 * quantize() one, printed with its buckets),
 * runs it until exit(), then walks the aggregations.  The walk gives the
 * entries in no set order: they are printed sorted.
 */
#include <dtrace.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXLINES	16

typedef struct lines {
	int n;
	char text[MAXLINES][128];
} lines_t;

static const char prog[] =
    "BEGIN\n"
    "{\n"
    "	printf(\"hello from %s\\n\", \"BEGIN\");\n"
    "	@calls[\"begin\"] = count();\n"
    "	@calls[\"begin\"] = count();\n"
    "	@bytes[\"read\", 3] = sum(100);\n"
    "	@bytes[\"write\", 4] = sum(40);\n"
    "	@bytes[\"write\", 4] = sum(2);\n"
    "	@top = max(7);\n"
    "	@top = max(-3);\n"
    "	@lat = quantize(5);\n"
    "	@lat = quantize(100);\n"
    "	@lat = quantize(100);\n"
    "	exit(0);\n"
    "}\n";

static int
walk(const dtrace_aggdata_t *ad, void *arg)
{
	lines_t *lp = arg;
	char *t;
	size_t sz, len;
	int k;

	if (lp->n == MAXLINES)
		return -1;
	t = lp->text[lp->n++];
	sz = sizeof(lp->text[0]);
	len = (size_t)snprintf(t, sz, "@%s %s [", ad->dtad_name, ad->dtad_func);
	for (k = 0; k < ad->dtad_nkeys && len < sz; k++) {
		if (ad->dtad_keystrs[k] != NULL)
			len += (size_t)snprintf(t + len, sz - len, "%s\"%s\"",
			    k > 0 ? ", " : "", ad->dtad_keystrs[k]);
		else
			len += (size_t)snprintf(t + len, sz - len, "%s%lld",
			    k > 0 ? ", " : "", (long long)ad->dtad_keyints[k]);
	}
	if (len < sz)
		len += (size_t)snprintf(t + len, sz - len, "] = %lld",
		    (long long)ad->dtad_value);
	/* a histogram: its buckets that counted something, with their
	 * ranges */
	for (k = 0; ad->dtad_function == DTRACE_AGG_QUANTIZE &&
	    k < ad->dtad_nbuckets && len < sz; k++)
		if (ad->dtad_buckets[k].dtab_count > 0)
			len += (size_t)snprintf(t + len, sz - len,
			    " %lld..%lld:%lld",
			    (long long)ad->dtad_buckets[k].dtab_lower,
			    (long long)ad->dtad_buckets[k].dtab_upper,
			    (long long)ad->dtad_buckets[k].dtab_count);
	return 0;
}

static int
cmpline(const void *a, const void *b)
{
	return strcmp(a, b);
}

static int
fail(dtrace_hdl_t *dtp, const char *what)
{
	fprintf(stderr, "consumer: %s: %s\n", what,
	    dtrace_errmsg(dtp, dtrace_errno(dtp)));
	dtrace_close(dtp);
	return 1;
}

int
main(void)
{
	dtrace_hdl_t *dtp;
	dtrace_prog_t *pgp;
	dtrace_proginfo_t info;
	dtrace_workstatus_t st;
	lines_t lines = { 0 };
	int err, i;

	if ((dtp = dtrace_open(DTRACE_VERSION, 0, &err)) == NULL) {
		fprintf(stderr, "consumer: cannot open: %s\n",
		    dtrace_errmsg(NULL, err));
		return 1;
	}
	printf("libdtrace %s\n", dtrace_project_version());

	/* a bad option name is refused, with the reason on the handle */
	if (dtrace_setopt(dtp, "nosuchoption", "1") == 0)
		printf("nosuchoption accepted\n");
	else
		printf("nosuchoption: %s\n",
		    dtrace_errmsg(dtp, dtrace_errno(dtp)));

	if (dtrace_setopt(dtp, "quiet", NULL) != 0)
		return fail(dtp, "quiet");
	if ((pgp = dtrace_program_strcompile(dtp, prog, DTRACE_PROBESPEC_NAME,
	    0, 0, NULL)) == NULL)
		return fail(dtp, "compile");
	if (dtrace_program_exec(dtp, pgp, &info) != 0)
		return fail(dtp, "exec");
	printf("descriptions %d, probes %d\n", info.dpi_descs,
	    info.dpi_matches);
	fflush(stdout);
	if (dtrace_go(dtp) != 0)
		return fail(dtp, "go");
	do {
		dtrace_sleep(dtp);
		st = dtrace_work(dtp, stdout, NULL, NULL, NULL);
	} while (st == DTRACE_WORKSTATUS_OKAY);
	if (st == DTRACE_WORKSTATUS_ERROR)
		return fail(dtp, "work");
	if (dtrace_stop(dtp) != 0)
		return fail(dtp, "stop");
	printf("exit status %d\n", dtrace_exit_status(dtp));
	if (dtrace_aggregate_walk(dtp, walk, &lines) != 0)
		return fail(dtp, "walk");
	qsort(lines.text, (size_t)lines.n, sizeof(lines.text[0]), cmpline);
	for (i = 0; i < lines.n; i++)
		printf("%s\n", lines.text[i]);
	printf("%d entries\n", lines.n);
	dtrace_close(dtp);
	return 0;
}
