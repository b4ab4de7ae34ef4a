/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_bt_enum.c -- bt's values of enum types printed by name (bpftrace
 * 0.22 and later: printf's %s of a value of an enum type is its
 * enumerator's name, %d still its number).  The argument is recorded as
 * the integer it is, of symbol kind DT_SYM_BTENUM, which the consumer
 * names (dt_btval_text).  Only printf's conversions do it: print(), map
 * keys and values keep bpftrace 0.17's numbers.
 */
#include <bpf/btf.h>
#include <inttypes.h>
#include <string.h>

#include "dt_bt_diag.h"
#include "dt_bt_impl.h"
#include "dt_btval.h"
#include "dt_impl.h"
#include "dt_printf.h"
#include "dt_sema_bt.h"
#include "dt_sema_impl.h"
#include "dt_types.h"

/* what bpftrace prints by %s for a value none of its type's enumerators
 * has */
#define BT_ENUM_UNKNOWN	"<unknown enum>"

void
dt_sema_btfmtarg(dt_sctx_t *sx, const dt_pfmt_t *fmt, int i, dt_type_t *t)
{
	const char *c = dt_printf_convof(fmt, i);
	const struct btf_type *bt;
	struct btf *btf;

	if (c == NULL || strcmp(c, "s") != 0 || t->t_kind != DT_TK_INT ||
	    t->t_sym != DT_SYM_NONE || t->t_id == 0 ||
	    (btf = dt_types_btf(sx->dtp)) == NULL)
		return;
	bt = btf__type_by_id(btf, dt_btf_skip(btf, t->t_id));
	if (bt != NULL && btf_is_any_enum(bt))
		t->t_sym = DT_SYM_BTENUM;
}

void
dt_btval_enum(dtrace_hdl_t *dtp, dt_strbuf_t *out, const dt_type_t *t,
    uint64_t v)
{
	const char *name = dt_type_enumname(dtp, t, v);

	dt_sb_puts(out, name != NULL ? name : BT_ENUM_UNKNOWN);
}

/*
 * A cast to an enum type, (enum E)e (bpftrace 0.23 and later; 0.17 has
 * none): E must be an enum of the kernel's, and a literal e the value of
 * one of its enumerators, in bpftrace's words.  The cast is then an
 * integer cast to E.
 */
static int
bt_enumcast(dt_sctx_t *sx, const dt_node_t *dnp)
{
	const dt_node_t *tn = dnp->dn_type, *e = dnp->dn_left;
	dt_type_t t;

	if (tn == NULL || tn->dn_tname == NULL ||
	    strncmp(tn->dn_tname, "enum ", 5) != 0 || tn->dn_ptr != 0 ||
	    tn->dn_args != NULL)
		return 0;
	if (dt_type_lookup(sx->dtp, tn->dn_tname, 0, &t) != 0 ||
	    t.t_kind != DT_TK_INT) {
		dt_dnerror(sx->dtp, dnp, D_CAST_INVAL, "Unknown enum: %s",
		    tn->dn_tname + 5);
		DT_BTD(sx->dtp)->bterr_brackets = 2;
		return -1;
	}
	if (e->dn_kind == DT_NODE_INT &&
	    dt_type_enumname(sx->dtp, &t, e->dn_int) == NULL)
		return dt_dnerror(sx->dtp, e, D_CAST_INVAL, "Enum: %s doesn't "
		    "contain a variant value of %" PRIu64, tn->dn_tname + 5,
		    e->dn_int);
	return 0;
}

int
dt_sema_btcasts(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	if (bt_enumcast(sx, dnp) != 0)
		return -1;
	return dt_sema_btcast(sx, dnp, si);
}
