/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_consume.h -- the consumer as the driver uses it (dt_consume.c), and
 * aggregations as the consumer prints them (dt_aggregate.c).
 */
#ifndef DT_CONSUME_H
#define DT_CONSUME_H

#include "dt_program.h"

void dt_consumer_drain(dtrace_hdl_t *dtp);
int dt_consumer_open(dtrace_hdl_t *dtp);
void dt_consumer_close(dtrace_hdl_t *dtp);
int dt_run_special(dtrace_hdl_t *dtp, const char *name);
/* what the consumer calls when process pid's dynamic loader says its
 * mappings changed (the driver enables the probes of new objects);
 * non-zero: an error on the handle, reported as a warning */
typedef int dt_maps_f(dtrace_hdl_t *dtp, int pid);
void dt_consumer_onmaps(dtrace_hdl_t *dtp, dt_maps_f *f);


/* dt_aggregate.c */
struct dt_fmt;
int dt_agg_print(dtrace_hdl_t *dtp, struct dt_fmt *f, dt_agg_t *const *aggs,
    int naggs, const dt_pfmt_t *fmt);
/* dt_consume.c: the consumer's formatter, its output written out so far
 * (NULL if there is no consumer) */
struct dt_fmt *dt_consumer_fmt(dtrace_hdl_t *dtp);
int dt_agg_clear(dtrace_hdl_t *dtp, dt_agg_t *ap);
/* bt's print(@m, top, div) of an aggregation */
int dt_agg_btprint(dtrace_hdl_t *dtp, struct dt_fmt *f, dt_agg_t *ap,
    int64_t top, int64_t div);
int dt_agg_trunc(dtrace_hdl_t *dtp, dt_agg_t *ap, int64_t keep);

#endif
