/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_api.h -- values as the public API gives them (dtrace_value_t): a
 * record's field or an aggregation's key decoded, with its frames and
 * text (dt_api.c).
 */
#ifndef DT_API_H
#define DT_API_H

#include "dtrace.h"
#include "dt_program.h"
#include "dt_symfmt.h"

typedef struct dt_apival {
	dtrace_value_t av_v;
	dt_strbuf_t av_text;
	dt_symframe_t *av_sym;
	dtrace_stackframe_t *av_frames;
} dt_apival_t;

/* the value of type t at data (strings: at most strmax bytes); what it
 * points to lives until dt_apival_fini() */
void dt_apival_make(dtrace_hdl_t *dtp, dt_apival_t *av, const dt_type_t *t,
    const void *data, uint32_t strmax);
void dt_apival_fini(dt_apival_t *av);
/* n of them, as an array of values for the API (NULL: out of memory) */
dt_apival_t *dt_apivals_new(int n);
void dt_apivals_free(dt_apival_t *avs, int n);

/* the probe description of probe id, for the API */
void dt_api_pdesc(dtrace_hdl_t *dtp, uint32_t id, dtrace_probedesc_t *pd);
/* the enabled probe id of a clause's firing for probe prid */
uint32_t dt_api_epid(const dt_clause_t *c, uint32_t prid);

#endif
