/* SPDX-License-Identifier: Apache-2.0 */
/*
 * test_options.c -- the options table: parsing of sizes, rates, booleans,
 * policies and integers, the defaults, and the errors of dtrace_setopt()
 * and dtrace_getopt().  Needs no privileges: the handle is built without
 * dtrace_open(), which would read tracefs.
 */
#include <stdint.h>
#include <stdlib.h>

#include "dt_cpp.h"
#include "dt_impl.h"
#include "unit.h"

#define NS	1000000000LL

/* parse val as option name's type; INT64_MIN when refused */
static int64_t
parse(const char *name, const char *val)
{
	const dt_optdesc_t *od = dt_opt_lookup(name);
	int64_t v;

	if (od == NULL || dt_opt_parse(od, val, &v) != 0)
		return INT64_MIN;
	return v;
}

static int64_t
get(dtrace_hdl_t *dtp, const char *name)
{
	int64_t v;

	return dtrace_getopt(dtp, name, &v) == 0 ? v : INT64_MIN;
}

static void
test_sizes(void)
{
	CHECK("size plain", parse("bufsize", "4096") == 4096);
	CHECK("size k", parse("bufsize", "4k") == 4096);
	CHECK("size K", parse("bufsize", "4K") == 4096);
	CHECK("size m", parse("bufsize", "4m") == 4LL << 20);
	CHECK("size G", parse("bufsize", "2G") == 2LL << 30);
	CHECK("size t", parse("bufsize", "1t") == 1LL << 40);
	CHECK("size hex", parse("bufsize", "0x10") == 16);
	CHECK("size zero", parse("bufsize", "0") == 0);
	CHECK("size bad suffix", parse("bufsize", "4q") == INT64_MIN);
	CHECK("size two suffixes", parse("bufsize", "4kk") == INT64_MIN);
	CHECK("size suffix alone", parse("bufsize", "k") == INT64_MIN);
	CHECK("size negative", parse("bufsize", "-1") == INT64_MIN);
	CHECK("size empty", parse("bufsize", "") == INT64_MIN);
	CHECK("size missing", parse("bufsize", NULL) == INT64_MIN);
	CHECK("size overflow", parse("bufsize", "9999999999999t") == INT64_MIN);
}

static void
test_rates(void)
{
	CHECK("rate bare is hz", parse("switchrate", "10") == NS / 10);
	CHECK("rate hz", parse("switchrate", "100hz") == NS / 100);
	CHECK("rate Hz", parse("switchrate", "1Hz") == NS);
	CHECK("rate ns", parse("switchrate", "500ns") == 500);
	CHECK("rate us", parse("switchrate", "10us") == 10000);
	CHECK("rate ms", parse("switchrate", "250ms") == 250000000);
	CHECK("rate s", parse("switchrate", "2s") == 2 * NS);
	CHECK("rate sec", parse("switchrate", "2sec") == 2 * NS);
	CHECK("rate m is minutes", parse("aggrate", "1m") == 60 * NS);
	CHECK("rate h", parse("aggrate", "1h") == 3600 * NS);
	CHECK("rate d", parse("statusrate", "1d") == 86400 * NS);
	CHECK("rate zero", parse("statusrate", "0") == 0);
	CHECK("rate bad unit", parse("switchrate", "5x") == INT64_MIN);
	CHECK("rate blank", parse("switchrate", "5 s") == INT64_MIN);
	CHECK("rate empty", parse("switchrate", "") == INT64_MIN);
}

static void
test_bools_and_others(void)
{
	CHECK("bool no value", parse("quiet", NULL) == 1);
	CHECK("bool empty", parse("quiet", "") == 1);
	CHECK("bool yes", parse("quiet", "yes") == 1);
	CHECK("bool off", parse("quiet", "off") == 0);
	CHECK("bool FALSE", parse("quiet", "FALSE") == 0);
	CHECK("bool 0", parse("quiet", "0") == 0);
	CHECK("bool 2", parse("quiet", "2") == 1);
	CHECK("bool junk", parse("quiet", "maybe") == INT64_MIN);
	CHECK("policy fill", parse("bufpolicy", "fill") == DT_BUFPOLICY_FILL);
	CHECK("policy ring", parse("bufpolicy", "ring") == DT_BUFPOLICY_RING);
	CHECK("policy switch",
	    parse("bufpolicy", "switch") == DT_BUFPOLICY_SWITCH);
	CHECK("policy bad", parse("bufpolicy", "drop") == INT64_MIN);
	CHECK("int", parse("stackindent", "8") == 8);
	CHECK("int negative", parse("cpu", "-1") == INT64_MIN);
	CHECK("int junk", parse("nspec", "3x") == INT64_MIN);
}

static void
test_defaults(dtrace_hdl_t *dtp)
{
	CHECK("default bufsize", get(dtp, "bufsize") == 4LL << 20);
	CHECK("default aggsize", get(dtp, "aggsize") == 4LL << 20);
	CHECK("default strsize", get(dtp, "strsize") == 256);
	CHECK("default dynvarsize", get(dtp, "dynvarsize") == 1LL << 20);
	CHECK("default switchrate", get(dtp, "switchrate") == NS);
	CHECK("default aggrate", get(dtp, "aggrate") == NS);
	CHECK("default statusrate", get(dtp, "statusrate") == NS);
	CHECK("default nspec", get(dtp, "nspec") == 1);
	CHECK("default specsize", get(dtp, "specsize") == 32 * 1024);
	CHECK("default stackframes", get(dtp, "stackframes") == 20);
	CHECK("default ustackframes", get(dtp, "ustackframes") == 20);
	CHECK("default stackindent", get(dtp, "stackindent") == 14);
	CHECK("default bufpolicy",
	    get(dtp, "bufpolicy") == DT_BUFPOLICY_SWITCH);
	CHECK("default cpu", get(dtp, "cpu") == -1);
	CHECK("default quiet", get(dtp, "quiet") == 0);
	CHECK("default destructive", get(dtp, "destructive") == 0);
	CHECK("storage", dtp->dt_options[DT_OPT_STRSIZE] == 256);
}

static void
test_setopt(dtrace_hdl_t *dtp)
{
	CHECK("set bufsize", dtrace_setopt(dtp, "bufsize", "8m") == 0 &&
	    get(dtp, "bufsize") == 8LL << 20);
	CHECK("set quiet", dtrace_setopt(dtp, "quiet", NULL) == 0 &&
	    dtp->dt_options[DT_OPT_QUIET] == 1);
	CHECK("set switchrate", dtrace_setopt(dtp, "switchrate", "10hz") == 0
	    && dtp->dt_options[DT_OPT_SWITCHRATE] == NS / 10);

	CHECK("unknown name", dtrace_setopt(dtp, "nosuch", "1") == -1 &&
	    dtrace_errno(dtp) == EDT_BADOPTNAME);
	CHECK_STR("unknown name message",
	    dtrace_errmsg(dtp, dtrace_errno(dtp)), "Invalid option name");
	CHECK("getopt unknown", get(dtp, "nosuch") == INT64_MIN &&
	    dtrace_errno(dtp) == EDT_BADOPTNAME);

	CHECK("bad value", dtrace_setopt(dtp, "bufsize", "lots") == -1 &&
	    dtrace_errno(dtp) == EDT_BADOPTVAL);
	CHECK_STR("bad value message", dtrace_errmsg(dtp, dtrace_errno(dtp)),
	    "Invalid value for specified option");
	CHECK("bad value keeps old", get(dtp, "bufsize") == 8LL << 20);

	CHECK("linkmode static", dtrace_setopt(dtp, "linkmode", "static") == 0
	    && get(dtp, "linkmode") == DT_LINK_STATIC);
	CHECK("linkmode word exact", dtrace_setopt(dtp, "linkmode",
	    "Static") == -1 && dtrace_errno(dtp) == EDT_BADOPTVAL);
	CHECK("cpp", dtrace_setopt(dtp, "cpp", NULL) == 0 && get(dtp, "cpp") == 1);
	CHECK("define", dtrace_setopt(dtp, "define", "X=1") == 0);
	CHECK("define needs a value", dtrace_setopt(dtp, "define", NULL) == -1 &&
	    dtrace_errno(dtp) == EDT_BADOPTVAL);
	CHECK("grabanon", dtrace_setopt(dtp, "grabanon", NULL) == 0 &&
	    get(dtp, "grabanon") == 1);
	CHECK("oformat json", dtrace_setopt(dtp, "oformat", "json") == 0);
	CHECK("oformat text", dtrace_setopt(dtp, "oformat", "text") == 0);
	CHECK("oformat xml", dtrace_setopt(dtp, "oformat", "xml") == -1 &&
	    dtrace_errno(dtp) == EDT_BADOPTVAL);
	CHECK("oformat bt", dtrace_setopt(dtp, "oformat", "bt") == 0 &&
	    get(dtp, "oformat") == DT_OFORMAT_BT);
	CHECK("oformat btjson", dtrace_setopt(dtp, "oformat", "btjson") == 0 &&
	    get(dtp, "oformat") == DT_OFORMAT_BTJSON);
	CHECK("oformat folded", dtrace_setopt(dtp, "oformat", "folded") == 0 &&
	    get(dtp, "oformat") == DT_OFORMAT_FOLDED);
	CHECK("oformat openmetrics", dtrace_setopt(dtp, "oformat",
	    "openmetrics") == 0 && get(dtp, "oformat") == DT_OFORMAT_OPENMETRICS);
	CHECK("exitaggs", dtrace_setopt(dtp, "exitaggs", NULL) == 0 &&
	    get(dtp, "exitaggs") == 1);
	CHECK("httpport", dtrace_setopt(dtp, "httpport", "9464") == 0 &&
	    get(dtp, "httpport") == 9464);
	CHECK("httpport not a number", dtrace_setopt(dtp, "httpport", "x") == -1 &&
	    dtrace_errno(dtp) == EDT_BADOPTVAL);
	CHECK("lang d by default", dtp->dt_lang == DT_LANG_D &&
	    get(dtp, "lang") == DT_LANG_D);
	CHECK("lang bt", dtrace_setopt(dtp, "lang", "bt") == 0 &&
	    dtp->dt_lang == DT_LANG_BT && get(dtp, "lang") == DT_LANG_BT);
	CHECK("lang d", dtrace_setopt(dtp, "lang", "d") == 0 &&
	    dtp->dt_lang == DT_LANG_D);
	CHECK("lang c", dtrace_setopt(dtp, "lang", "c") == -1 &&
	    dtrace_errno(dtp) == EDT_BADOPTVAL && dtp->dt_lang == DT_LANG_D);
}

/* DTrace's other options: flags, words, registers, versions, lockmem */
static void
test_dtrace_options(dtrace_hdl_t *dtp)
{
	char v[32];

	CHECK("flag", dtrace_setopt(dtp, "argref", NULL) == 0 &&
	    get(dtp, "argref") == 1);
	CHECK("flag takes no value", dtrace_setopt(dtp, "empty", "") == -1 &&
	    dtrace_errno(dtp) == EDT_BADOPTVAL && get(dtp, "empty") == 0);
	CHECK("unflag clears", dtrace_setopt(dtp, "knodefs", NULL) == 0 &&
	    dtrace_setopt(dtp, "kdefs", NULL) == 0 && get(dtp, "knodefs") == 0);
	CHECK("bufresize manual", dtrace_setopt(dtp, "bufresize", "manual") ==
	    0 && get(dtp, "bufresize") == DT_BUFRESIZE_MANUAL);
	CHECK("encoding unset by default", get(dtp, "encoding") ==
	    DT_OPT_UNSET);
	CHECK("stdc", dtrace_setopt(dtp, "stdc", "s") == 0 &&
	    get(dtp, "stdc") == DT_STDC_XS);
	CHECK("stdc not from a pragma", dt_setopt_pragma(dtp, "stdc", "c") ==
	    -1 && dtrace_errno(dtp) == EDT_BADOPTCTX &&
	    get(dtp, "stdc") == DT_STDC_XS);
	CHECK_STR("stdc pragma message", dtrace_errmsg(dtp, dtrace_errno(dtp)),
	    "Option cannot be used from within a D program");
	CHECK("iregs as atoi", dtrace_setopt(dtp, "iregs", " 3x") == 0 &&
	    get(dtp, "iregs") == 3);
	CHECK("iregs above 0", dtrace_setopt(dtp, "iregs", "0") == -1 &&
	    dtrace_errno(dtp) == EDT_BADOPTVAL);
	CHECK("lockmem unlimited", dtrace_setopt(dtp, "lockmem", "unlimited") ==
	    0 && get(dtp, "lockmem") == INT64_MAX);
	CHECK("lockmem size", dtrace_setopt(dtp, "lockmem", "4m") == 0 &&
	    get(dtp, "lockmem") == 4LL << 20);
	CHECK("scratchsize default", get(dtp, "scratchsize") == 8192);
	CHECK("scratchsize bound", dtrace_setopt(dtp, "scratchsize", "1m") ==
	    -1 && dtrace_errno(dtp) == EDT_BADOPTVAL);
	CHECK("maxframes bound", dtrace_setopt(dtp, "maxframes", "128") == -1);
	CHECK("version default", get(dtp, "version") == DT_VERS_LATEST);
	CHECK("version malformed", dtrace_setopt(dtp, "version", "1.x") ==
	    -1 && dtrace_errno(dtp) == EDT_VERSINVAL);
	CHECK("version too large", dtrace_setopt(dtp, "version", "1.4096") ==
	    -1 && dtrace_errno(dtp) == EDT_VERSINVAL);
	CHECK("version undefined", dtrace_setopt(dtp, "version", "1.14") ==
	    -1 && dtrace_errno(dtp) == EDT_VERSUNDEF);
	CHECK("version 1.2.1", dtrace_setopt(dtp, "version", "1.2.1") == 0 &&
	    get(dtp, "version") == DT_VERSION_NUMBER(1, 2, 1));
	CHECK("version not raised", dtrace_setopt(dtp, "version", "1.5") ==
	    -1 && dtrace_errno(dtp) == EDT_VERSREDUCED);
	dt_version_text(DT_VERSION_NUMBER(1, 2, 1), v, sizeof(v));
	CHECK_STR("version text", v, "1.2.1");
	dt_version_text(DT_VERS_LATEST, v, sizeof(v));
	CHECK_STR("version text latest", v, "1.13");
}

/* every option id has exactly one row, besides those clearing a flag */
static void
test_table(void)
{
	int seen[DT_OPT_MAX] = { 0 }, ok = 1, i;
	const dt_optdesc_t *od;

	for (od = dt_optdescs; od->od_name != NULL; od++) {
		if (od->od_id < DT_OPT_MAX && od->od_type != DT_OT_UNFLAG)
			seen[od->od_id]++;
		if (dt_opt_lookup(od->od_name) != od)
			ok = 0;
	}
	for (i = 0; i < DT_OPT_MAX; i++)
		ok &= seen[i] == 1;
	CHECK("one row per option id, names unique", ok);
}

int
main(void)
{
	dtrace_hdl_t *dtp = calloc(1, sizeof (*dtp));

	if (dtp == NULL)
		return 1;
	dt_options_init(dtp);
	test_sizes();
	test_rates();
	test_bools_and_others();
	test_table();
	test_defaults(dtp);
	test_setopt(dtp);
	test_dtrace_options(dtp);
	dt_cpp_fini(dtp);
	free(dtp);
	UNIT_DONE();
}
