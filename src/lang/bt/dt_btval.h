/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_btval.h -- bt's values that only the consumer can put in words, as
 * bpftrace 0.17 prints them (dt_btval.c): probe names, user names,
 * strftime() times, ntop() addresses, buf() bytes, symbols and stacks.
 * The same text serves printf's %s, print(), map keys and map values.
 */
#ifndef DT_BTVAL_H
#define DT_BTVAL_H

#include <stddef.h>

#include "dt_ast.h"
#include "dt_program.h"

/* the name bt gives the probe prov:mod:func:name of a
 * provider of bt's family bttype (its pi_bttype, DT_BT_*); path: the file
 * a user-space probe is in, or NULL */
void dt_bt_probename(int bttype, const char *prov, const char *mod,
    const char *func, const char *name, const char *path, char *buf,
    size_t len);
/* the value of probe in a clause of kfunc:/kretfunc: probes: the probe's
 * id with these bits set (dt_cg_bi_btfprobe); bpftrace names the probe
 * kfunc:MODULE:FUNCTION or kretfunc:MODULE:FUNCTION there */
#define DT_BT_FPROBE	0xffffffff80000000ULL
/* the name bt gives prp */
void dt_btval_probename(const dt_probe_t *prp, char *buf, size_t len);

/* the text of the value of type t (t_sym set) at data; the frames of a
 * stack indented by indent */
void dt_btval_text(dtrace_hdl_t *dtp, dt_strbuf_t *out, const dt_type_t *t,
    const void *data, int indent);
/* the same as a JSON value: a string, but strftime()'s text bare, as
 * bpftrace 0.17 writes it */
void dt_btval_json(dtrace_hdl_t *dtp, dt_strbuf_t *out, const dt_type_t *t,
    const void *data, int indent);
/* bt's struct, union and array values (t_kind DT_TK_SOU, DT_TK_ARRAY;
 * char arrays are strings) as bpftrace 0.17 prints them: a value
 * "{ .m = 2, .a = [1,2] }", a map key "{.m=2,.a=[1,2]}" (its pointers in
 * hex), JSON { "m": 2, "a": [1,2] } */
typedef enum dt_btagg {
	DT_BTAGG_TEXT, DT_BTAGG_KEY, DT_BTAGG_JSON
} dt_btagg_t;
int dt_btval_isagg(const dt_type_t *t);
void dt_btval_agg(dtrace_hdl_t *dtp, dt_strbuf_t *out, const dt_type_t *t,
    const void *data, dt_btagg_t style);
/* what they keep on the handle (user names looked up), freed */
void dt_btval_fini(dtrace_hdl_t *dtp);

/* dt_sema_bt.c: the bytes of pton("addr") node a (16 of them, zeroes
 * after the address): their count, 4 or 16, or -1 when a is no pton() */
int dt_bt_pton_bytes(const dt_node_t *a, unsigned char *addr);

#endif
