/* SPDX-License-Identifier: Apache-2.0 */
/*
 * apitest.c -- a consumer of libdtrace's public API (include/dtrace.h),
 * for the tests of tests/e2e/api: runs a D program and shows what the
 * API gives, one fact a line:
 *
 *	apitest [-R names] [-P] [-A] [-H] [-c command] program [arg...]
 *
 * -R  the record callback reports every record on stderr and takes over
 *     (DTRACE_CONSUME_NEXT) those of the actions named in the
 *     comma-separated list; the library prints the others
 * -P  the probe callback takes over every firing (reported on stderr)
 * -A  the record callback says DTRACE_CONSUME_ABORT at the first record
 * -H  error, drop and process handlers report on stderr
 * -c  run command (split at blanks) as $target until it exits
 *
 * At the end, dtrace_aggregate_walk()'s entries on stdout: each
 * aggregation's function, keys, value, data points, totals and the
 * histogram buckets that counted something, with their ranges.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dtrace.h"

static const char *g_take = "";
static int g_abort;

static void
fatal(dtrace_hdl_t *dtp, const char *what)
{
	fprintf(stderr, "apitest: %s: %s\n", what,
	    dtrace_errmsg(dtp, dtrace_errno(dtp)));
	exit(1);
}

static void
bound(FILE *fp, int64_t v)
{
	if (v == INT64_MIN)
		fprintf(fp, "-inf");
	else if (v == INT64_MAX)
		fprintf(fp, "+inf");
	else
		fprintf(fp, "%" PRId64, v);
}

static void
value(FILE *fp, const dtrace_value_t *v)
{
	int i;

	switch (v->dtv_kind) {
	case DTRACE_VAL_INT:
		fprintf(fp, "int %" PRId64, v->dtv_int);
		break;
	case DTRACE_VAL_STRING:
		fprintf(fp, "string \"%s\"", v->dtv_str);
		break;
	case DTRACE_VAL_FLOAT:
		fprintf(fp, "float %Lg", v->dtv_float);
		break;
	case DTRACE_VAL_STACK:
	case DTRACE_VAL_SYMBOL:
		fprintf(fp, "%s%s", v->dtv_user ? "user " : "",
		    v->dtv_kind == DTRACE_VAL_STACK ? "stack" : "symbol");
		for (i = 0; i < v->dtv_nframes; i++)
			fprintf(fp, " [%s %s%s]", v->dtv_frames[i].dtsf_module,
			    v->dtv_frames[i].dtsf_function,
			    v->dtv_frames[i].dtsf_function[0] != '\0' &&
			    v->dtv_frames[i].dtsf_offset == 0 ? " +0" : "");
		if (v->dtv_kind == DTRACE_VAL_SYMBOL)
			fprintf(fp, " \"%s\"", v->dtv_str);
		break;
	case DTRACE_VAL_BYTES:
		fprintf(fp, "bytes %u", v->dtv_size);
		break;
	case DTRACE_VAL_TEXT:
		fprintf(fp, "text \"%s\"", v->dtv_str);
		break;
	}
}

static int
walk(const dtrace_aggdata_t *ad, void *arg)
{
	int i;

	printf("@%s %s", ad->dtad_name, ad->dtad_func);
	for (i = 0; i < ad->dtad_nkeys; i++) {
		printf(i == 0 ? " [" : ", ");
		value(stdout, &ad->dtad_keys[i]);
	}
	printf("%s: value %" PRId64 " count %" PRId64, ad->dtad_nkeys > 0 ?
	    "]" : "", ad->dtad_value, ad->dtad_count);
	if (ad->dtad_function == DTRACE_AGG_AVG ||
	    ad->dtad_function == DTRACE_AGG_STDDEV ||
	    ad->dtad_function == DTRACE_AGG_SUM)
		printf(" total %" PRId64, ad->dtad_total);
	if (ad->dtad_function == DTRACE_AGG_STDDEV)
		printf(" sumsq %" PRIu64 ":%" PRIu64, ad->dtad_sumsq[1],
		    ad->dtad_sumsq[0]);
	printf("\n");
	for (i = 0; i < ad->dtad_nbuckets; i++) {
		if (ad->dtad_buckets[i].dtab_count == 0)
			continue;
		printf("  [");
		bound(stdout, ad->dtad_buckets[i].dtab_lower);
		printf(", ");
		bound(stdout, ad->dtad_buckets[i].dtab_upper);
		printf("] %" PRId64 "\n", ad->dtad_buckets[i].dtab_count);
	}
	return 0;
}

static void
probe_line(const char *what, const dtrace_probedata_t *pd)
{
	const dtrace_probedesc_t *p = pd->dtpda_pdesc;

	fprintf(stderr, "%s %s:%s:%s:%s epid %u\n", what, p->prv, p->mod,
	    p->fun, p->prb, pd->dtpda_epid);
}

static int
on_probe(const dtrace_probedata_t *pd, void *arg)
{
	probe_line((const char *)arg, pd);
	return *(const char *)arg == 't' ? DTRACE_CONSUME_NEXT :
	    DTRACE_CONSUME_THIS;
}

/* is name in the comma-separated list? */
static int
listed(const char *list, const char *name)
{
	size_t n = strlen(name);
	const char *p;

	for (p = list; (p = strstr(p, name)) != NULL; p += n)
		if ((p == list || p[-1] == ',') && (p[n] == ',' ||
		    p[n] == '\0'))
			return 1;
	return 0;
}

static int
on_rec(const dtrace_probedata_t *pd, const dtrace_recdesc_t *rec, void *arg)
{
	int i;

	if (rec == NULL) {
		probe_line("end", pd);
		return DTRACE_CONSUME_NEXT;
	}
	fprintf(stderr, "record %s:", rec->dtrd_name);
	for (i = 0; i < rec->dtrd_nvals; i++) {
		fprintf(stderr, " ");
		value(stderr, &rec->dtrd_vals[i]);
	}
	if (g_abort) {
		fprintf(stderr, " (abort)\n");
		return DTRACE_CONSUME_ABORT;
	}
	if (listed(g_take, rec->dtrd_name)) {
		fprintf(stderr, " (taken)\n");
		return DTRACE_CONSUME_NEXT;
	}
	fprintf(stderr, "\n");
	return DTRACE_CONSUME_THIS;
}

static int
on_err(const dtrace_errdata_t *e, void *arg)
{
	fprintf(stderr, "error handler: fault %d addr 0x%" PRIx64 " action %d "
	    "epid %u probe %s:%s:%s:%s\n  %s\n", e->dteda_fault, e->dteda_addr,
	    e->dteda_action, e->dteda_epid, e->dteda_pdesc ?
	    e->dteda_pdesc->prv : "", e->dteda_pdesc ? e->dteda_pdesc->mod : "",
	    e->dteda_pdesc ? e->dteda_pdesc->fun : "", e->dteda_pdesc ?
	    e->dteda_pdesc->prb : "", e->dteda_msg);
	return DTRACE_HANDLE_OK;
}

static int
on_drop(const dtrace_dropdata_t *d, void *arg)
{
	fprintf(stderr, "drop handler: kind %d drops %" PRIu64 "\n  %s\n",
	    (int)d->dtdda_kind, d->dtdda_drops, d->dtdda_msg);
	return DTRACE_HANDLE_OK;
}

static int
on_proc(const dtrace_procdata_t *p, void *arg)
{
	fprintf(stderr, "proc handler: kind %s status %d\n",
	    p->dtpd_kind == DTRACE_PROC_EXITED ? "exited" :
	    p->dtpd_kind == DTRACE_PROC_KILLED ? "killed" : "gone",
	    p->dtpd_status);
	return DTRACE_HANDLE_OK;
}

int
main(int argc, char **argv)
{
	dtrace_consume_probe_f *pf = NULL;
	dtrace_consume_rec_f *rf = NULL;
	char *cmd = NULL, *cargv[16], *pfarg = "probe";
	dtrace_workstatus_t st = DTRACE_WORKSTATUS_OKAY;
	dtrace_hdl_t *dtp;
	dtrace_prog_t *prog;
	int c, err, handlers = 0, n = 0;
	pid_t pid = -1;

	while ((c = getopt(argc, argv, "+R:PAHc:")) != -1) {
		switch (c) {
		case 'R':
			g_take = optarg;
			rf = on_rec;
			pf = on_probe;
			break;
		case 'P':
			pf = on_probe;
			pfarg = "taken";
			break;
		case 'A':
			g_abort = 1;
			rf = on_rec;
			break;
		case 'H':
			handlers = 1;
			break;
		case 'c':
			cmd = optarg;
			break;
		default:
			return 2;
		}
	}
	if (optind >= argc)
		return 2;
	if ((dtp = dtrace_open(DTRACE_VERSION, 0, &err)) == NULL) {
		fprintf(stderr, "apitest: %s\n", dtrace_errmsg(NULL, err));
		return 1;
	}
	if (handlers && (dtrace_handle_err(dtp, on_err, NULL) != 0 ||
	    dtrace_handle_drop(dtp, on_drop, NULL) != 0 ||
	    dtrace_handle_proc(dtp, on_proc, NULL) != 0))
		fatal(dtp, "handlers");
	if (cmd != NULL) {
		for (cargv[n] = strtok(cmd, " "); cargv[n] != NULL && n < 15;
		    cargv[++n] = strtok(NULL, " "))
			continue;
		cargv[n] = NULL;
		if ((pid = dtrace_proc_create(dtp, cargv[0], cargv)) < 0)
			fatal(dtp, "cannot run the command");
	}
	if ((prog = dtrace_program_strcompile(dtp, argv[optind],
	    DTRACE_PROBESPEC_NAME, 0, argc - optind, argv + optind)) == NULL)
		fatal(dtp, "compile");
	if (dtrace_program_exec(dtp, prog, NULL) != 0 || dtrace_go(dtp) != 0)
		fatal(dtp, "go");
	if (pid > 0 && dtrace_proc_continue(dtp, pid) != 0)
		fatal(dtp, "continue");
	while (st == DTRACE_WORKSTATUS_OKAY) {
		dtrace_sleep(dtp);
		st = dtrace_work(dtp, stdout, pf, rf, pfarg);
	}
	if (st == DTRACE_WORKSTATUS_ERROR)
		fprintf(stderr, "dtrace_work: %s\n",
		    dtrace_errmsg(dtp, dtrace_errno(dtp)));
	if (dtrace_stop(dtp) != 0)
		fatal(dtp, "stop");
	(void)dtrace_work(dtp, stdout, pf, rf, pfarg);
	fflush(stdout);
	if (dtrace_aggregate_walk(dtp, walk, NULL) != 0)
		fatal(dtp, "walk");
	printf("exit status %d\n", dtrace_exit_status(dtp));
	dtrace_close(dtp);
	return 0;
}
