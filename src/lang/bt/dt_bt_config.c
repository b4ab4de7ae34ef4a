/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_bt_config.c -- the variables of bt's config block (bpftrace 0.18 and
 * later: `config = { max_map_keys = 100; stack_mode = perf }`), one row
 * each: the engine option a variable sets and how its value is turned
 * into the option's, or what the front end does with it itself.  A
 * variable's name may be written as its environment variable
 * (BPFTRACE_STACK_MODE), without the prefix (STACK_MODE) or in lower
 * case (stack_mode); its environment variable, when set, wins, as in
 * bpftrace.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dt_bt_config.h"

typedef enum bt_ckind {
	BC_NUM,		/* a number, the option's value */
	BC_NONZERO,	/* a number above 0 */
	BC_STRLEN,	/* bytes with the NUL: strsize is one less */
	BC_RBPAGES,	/* pages of each CPU, a power of 2: bufsize bytes */
	BC_NOTBOOL,	/* a boolean whose false sets the option */
	BC_BOOL,	/* a boolean, nothing set */
	BC_WORDS,	/* one of c_words, nothing set (the front end's) */
	BC_EMPTY,	/* only "": what btrace does (bpftrace 0.17's) */
	BC_ANYNUM	/* a number, nothing set */
} bt_ckind_t;

typedef struct bt_config {
	const char *c_name;
	const char *c_env;	/* bpftrace 0.17's environment variable,
				   when not BPFTRACE_ and the name */
	const char *c_opt;	/* the engine option, or NULL */
	bt_ckind_t c_kind;
	const char *c_words;	/* BC_WORDS: its values, '|' between */
} bt_config_t;

static const bt_config_t bt_configs[] = {
	{ "max_map_keys", "BPFTRACE_MAP_KEYS_MAX", "mapkeys", BC_NONZERO,
	    NULL },
	{ "max_strlen", "BPFTRACE_STRLEN", "strsize", BC_STRLEN, NULL },
	{ "max_cat_bytes", "BPFTRACE_CAT_BYTES_MAX", "catbytes", BC_NUM,
	    NULL },
	{ "log_size", NULL, "bpflogsize", BC_NUM, NULL },
	{ "max_bpf_progs", NULL, "maxbpfprogs", BC_NUM, NULL },
	{ "max_probes", NULL, "maxprobes", BC_NUM, NULL },
	{ "perf_rb_pages", NULL, "bufsize", BC_RBPAGES, NULL },
	{ "cpp_demangle", "BPFTRACE_NO_CPP_DEMANGLE", "nodemangle",
	    BC_NOTBOOL, NULL },
	{ "print_maps_on_exit", NULL, "noexitmaps", BC_NOTBOOL, NULL },
	{ "missing_probes", NULL, NULL, BC_WORDS, "error|warn|ignore" },
	{ "stack_mode", NULL, NULL, BC_WORDS, "bpftrace|perf|raw" },
	{ "license", NULL, NULL, BC_WORDS, "GPL|GPL v2|GPL and additional "
	    "rights|Dual BSD/GPL|Dual MIT/GPL|Dual MPL/GPL" },
	{ "cache_user_symbols", NULL, NULL, BC_WORDS,
	    "PER_PROGRAM|PER_PID|NONE" },
	{ "lazy_symbolication", NULL, NULL, BC_BOOL, NULL },
	{ "show_debug_info", NULL, NULL, BC_BOOL, NULL },
	{ "on_stack_limit", NULL, NULL, BC_ANYNUM, NULL },
	{ "str_trunc_trailer", NULL, NULL, BC_EMPTY, NULL },
	{ "unstable_map_decl", NULL, NULL, BC_WORDS, "error|warn|enable" },
	{ "unstable_tseries", NULL, NULL, BC_WORDS, "error|warn|enable" },
	{ "unstable_addr", NULL, NULL, BC_WORDS, "error|warn|enable" },
	{ "unstable_import", NULL, NULL, BC_WORDS, "error|warn|enable" },
};

/* which of the '|'-separated words of list w is (from 0), or -1 */
static int
bt_config_word(const char *list, const char *w)
{
	size_t n = strlen(w);
	const char *s;
	int i = 0;

	for (s = list; s != NULL; s = strchr(s, '|') != NULL ?
	    strchr(s, '|') + 1 : NULL, i++)
		if (strncmp(s, w, n) == 0 && (s[n] == '|' || s[n] == '\0'))
			return i;
	return -1;
}

static int
bt_config_bool(const char *v, int *b)
{
	if (strcmp(v, "true") == 0 || strcmp(v, "1") == 0)
		*b = 1;
	else if (strcmp(v, "false") == 0 || strcmp(v, "0") == 0)
		*b = 0;
	else
		return -1;
	return 0;
}

int
dt_bt_config(const char *name, const char *value, dt_bt_config_t *out,
    char *err, size_t errlen)
{
	char key[128], env[160];
	const bt_config_t *c = NULL;
	unsigned long long n = 0;
	size_t i;
	char *end;
	int b = 0;

	memset(out, 0, sizeof(*out));
	out->bc_word = -1;
	if (strncmp(name, "BPFTRACE_", 9) == 0)
		name += 9;
	for (i = 0; name[i] != '\0' && i < sizeof(key) - 1; i++)
		key[i] = (char)tolower((unsigned char)name[i]);
	key[i] = '\0';
	for (i = 0; i < sizeof(bt_configs) / sizeof(bt_configs[0]); i++)
		if (strcmp(bt_configs[i].c_name, key) == 0)
			c = &bt_configs[i];
	if (c == NULL) {
		snprintf(err, errlen, "Unrecognized config variable: %s", name);
		return -1;
	}
	out->bc_name = c->c_name;
	switch (c->c_kind) {
	case BC_NUM:
	case BC_NONZERO:
	case BC_STRLEN:
	case BC_RBPAGES:
	case BC_ANYNUM:
		n = strtoull(value, &end, 0);
		if (*value == '\0' || *value == '-' || *end != '\0' ||
		    (c->c_kind != BC_NUM && c->c_kind != BC_ANYNUM && n == 0) ||
		    (c->c_kind == BC_RBPAGES && (n & (n - 1)) != 0)) {
			snprintf(err, errlen, "Invalid value for %s: %s%s",
			    c->c_name, value, c->c_kind == BC_RBPAGES ?
			    " (a power of 2 is needed)" : "");
			return -1;
		}
		break;
	case BC_BOOL:
	case BC_NOTBOOL:
		if (bt_config_bool(value, &b) != 0) {
			snprintf(err, errlen, "Invalid value for %s: %s "
			    "(true or false)", c->c_name, value);
			return -1;
		}
		break;
	case BC_EMPTY:
		if (*value != '\0') {
			snprintf(err, errlen, "%s: btrace's strings, as bpftrace "
			    "0.17's, have no trailer", c->c_name);
			return -1;
		}
		break;
	case BC_WORDS:
		if ((out->bc_word = bt_config_word(c->c_words, value)) < 0) {
			snprintf(err, errlen, "Invalid value for %s: %s",
			    c->c_name, value);
			return -1;
		}
		break;
	}
	/* what the environment says wins over the script */
	snprintf(env, sizeof(env), "BPFTRACE_%s", c->c_name);
	for (i = 9; env[i] != '\0'; i++)
		env[i] = (char)toupper((unsigned char)env[i]);
	if (getenv(env) != NULL || (c->c_env != NULL &&
	    getenv(c->c_env) != NULL)) {
		out->bc_env = 1;
		return 0;
	}
	out->bc_opt = c->c_opt;
	switch (c->c_kind) {
	case BC_NUM:
	case BC_NONZERO:
		snprintf(out->bc_val, sizeof(out->bc_val), "%llu", n);
		break;
	case BC_STRLEN:
		snprintf(out->bc_val, sizeof(out->bc_val), "%llu", n - 1);
		break;
	case BC_RBPAGES: {
		long ncpu = sysconf(_SC_NPROCESSORS_CONF);
		long pg = sysconf(_SC_PAGESIZE);

		snprintf(out->bc_val, sizeof(out->bc_val), "%llu", n *
		    (unsigned long long)(pg > 0 ? pg : 4096) *
		    (unsigned long long)(ncpu > 0 ? ncpu : 1));
		break;
	}
	case BC_NOTBOOL:
		if (b)		/* the option's default */
			out->bc_opt = NULL;
		break;
	default:
		break;
	}
	return 0;
}
