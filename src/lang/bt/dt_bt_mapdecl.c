/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_bt_mapdecl.c -- bt's map declarations (bpftrace 0.24 and later):
 * `let @m = lruhash(100);` before the probes says which BPF map @m is
 * and how many elements it holds.  The parser makes each a pragma
 * "bt map @m KIND ENTRIES"; here the kind is checked and the
 * declaration kept on the program (dt_mapdecl_t), then, once every
 * clause is analysed, checked against what the map holds, as bpftrace
 * checks it: a map of values is a hash or an LRU hash, a map of an
 * aggregating function a per-CPU one (a per-CPU array for count()
 * without keys).  The loader makes the map so (dt_bpf.c).
 */
#include <stdlib.h>
#include <string.h>

#include "dt_bt_diag.h"
#include "dt_bt_impl.h"
#include "dt_sema_impl.h"

/* bpftrace's names of the kinds, in its hint's words */
static const struct {
	const char *mk_name;
	dt_mapkind_t mk_kind;
} dt_bt_mapkinds[] = {
	{ "hash", DT_MK_HASH },
	{ "lruhash", DT_MK_LRUHASH },
	{ "percpuhash", DT_MK_PERCPUHASH },
	{ "percpuarray", DT_MK_PERCPUARRAY },
	{ "percpulruhash", DT_MK_PERCPULRUHASH },
};

#define DT_BT_NMAPKINDS	(sizeof(dt_bt_mapkinds) / sizeof(dt_bt_mapkinds[0]))

static const char *
dt_bt_mapkindname(dt_mapkind_t k)
{
	size_t i;

	for (i = 0; i < DT_BT_NMAPKINDS; i++)
		if (dt_bt_mapkinds[i].mk_kind == k)
			return dt_bt_mapkinds[i].mk_name;
	return "unknown";
}

/* the declaration's pragma: its words (bt map NAME KIND ENTRIES) */
static void
dt_bt_declwords(const dt_node_t *dnp, const char **name, const char **kind,
    uint64_t *entries)
{
	const dt_node_t *w = dnp->dn_args->dn_next->dn_next;

	*name = w->dn_string;
	*kind = w->dn_next->dn_string;
	*entries = strtoull(w->dn_next->dn_next->dn_string, NULL, 10);
}

/* an error marked over the whole declaration */
static int
dt_bt_declerror(dt_sctx_t *sx, const dt_node_t *dnp, const char *msg)
{
	const char *msgs[1];

	msgs[0] = msg;
	return dt_bt_errors(sx->dtp, dnp, D_UNKNOWN, 0, 1, msgs);
}

int
dt_sema_btpragma(dt_sctx_t *sx, const dt_node_t *dnp)
{
	const dt_node_t *w = dnp->dn_args;
	const char *name, *kind;
	uint64_t entries;
	dt_mapdecl_t *md;
	char msg[4200];
	size_t i;

	if (strcmp(w->dn_string, "bt") != 0 || w->dn_next == NULL ||
	    strcmp(w->dn_next->dn_string, "map") != 0)
		return 0;
	dt_bt_declwords(dnp, &name, &kind, &entries);
	for (i = 0; i < DT_BT_NMAPKINDS; i++)
		if (strcmp(dt_bt_mapkinds[i].mk_name, kind) == 0)
			break;
	if (i == DT_BT_NMAPKINDS) {
		snprintf(msg, sizeof(msg), "Invalid bpf map type: %s", kind);
		return dt_bt_declerror(sx, dnp, msg);
	}
	if (dt_bt_mapkinds[i].mk_kind == DT_MK_PERCPUARRAY && entries != 1) {
		snprintf(msg, sizeof(msg), "Max entries can only be 1 for map "
		    "type %s", kind);
		return dt_bt_declerror(sx, dnp, msg);
	}
	if (entries == 0 || entries > UINT32_MAX) {
		snprintf(msg, sizeof(msg), "Invalid number of max entries: "
		    "%llu", (unsigned long long)entries);
		return dt_bt_declerror(sx, dnp, msg);
	}
	if ((md = calloc(1, sizeof(*md))) == NULL ||
	    (md->md_name = strdup(name)) == NULL) {
		free(md);
		return dt_nomem(sx);
	}
	md->md_kind = dt_bt_mapkinds[i].mk_kind;
	md->md_entries = (uint32_t)entries;
	md->md_next = sx->pp->p_mapdecls;
	sx->pp->p_mapdecls = md;
	return 0;
}

/* the aggregation of bt map name ("@m"), or NULL */
static const dt_agg_t *
dt_bt_declagg(const dt_compiled_t *pp, const char *name)
{
	const dt_agg_t *ap;

	for (ap = pp->p_aggs; ap != NULL; ap = ap->a_next)
		if (strcmp(ap->a_name, name + 1) == 0)
			return ap;
	return NULL;
}

/* may a map of kind got be declared want?  (a declared per-CPU hash
 * holds what a per-CPU array would) */
static int
dt_bt_kindsfit(dt_mapkind_t got, dt_mapkind_t want)
{
	int hash = got == DT_MK_HASH || got == DT_MK_LRUHASH;
	int pcpu = got == DT_MK_PERCPUHASH || got == DT_MK_PERCPULRUHASH;

	return got == want ||
	    (hash && (want == DT_MK_HASH || want == DT_MK_LRUHASH)) ||
	    (pcpu && (want == DT_MK_PERCPUHASH ||
	    want == DT_MK_PERCPULRUHASH)) ||
	    (got == DT_MK_PERCPUARRAY && want == DT_MK_PERCPUHASH);
}

int
dt_sema_btend(dt_sctx_t *sx)
{
	const dt_node_t *dnp;
	int rc = 0;

	for (dnp = sx->pp->p_ast->da_root->dn_body; dnp != NULL && rc == 0;
	    dnp = dnp->dn_next) {
		const dt_mapdecl_t *md;
		const dt_agg_t *ap;
		const char *name, *kind;
		uint64_t entries;
		dt_mapkind_t got;
		char msg[4200];

		if (dnp->dn_kind != DT_NODE_PRAGMA ||
		    strcmp(dnp->dn_args->dn_string, "bt") != 0)
			continue;
		dt_bt_declwords(dnp, &name, &kind, &entries);
		for (md = sx->pp->p_mapdecls; md != NULL; md = md->md_next)
			if (strcmp(md->md_name, name) == 0)
				break;
		if (md == NULL)
			continue;
		if ((ap = dt_bt_declagg(sx->pp, name)) != NULL)
			got = !ap->a_keyed && ap->a_func == DT_AGG_COUNT ?
			    DT_MK_PERCPUARRAY : DT_MK_PERCPUHASH;
		else if (dt_var_find(sx, name, DT_VAR_ARRAY) != NULL ||
		    dt_var_find(sx, name, DT_VAR_GLOBAL) != NULL)
			got = DT_MK_HASH;
		else {
			snprintf(msg, sizeof(msg), "Unused map: %s", name);
			rc = dt_program_btwarn(sx->dtp, dnp, -1, "%s", msg);
			continue;
		}
		if (dt_bt_kindsfit(got, md->md_kind))
			continue;
		snprintf(msg, sizeof(msg), "Incompatible map types. Type from "
		    "declaration: %s. Type from value/key type: %s",
		    dt_bt_mapkindname(md->md_kind), dt_bt_mapkindname(got));
		rc = dt_bt_declerror(sx, dnp, msg);
	}
	return rc;
}
