/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_sema.h -- the semantic pass as the driver calls it: a compile's
 * clauses checked, typed and matched to probes (dt_sema()), the program
 * laid out once every compile is in (dt_sema_finish()).
 */
#ifndef DT_SEMA_H
#define DT_SEMA_H

#include "dt_program.h"

int dt_sema(dtrace_hdl_t *dtp, dt_compiled_t *pp, dtrace_probespec_t spec);
int dt_sema_finish(dtrace_hdl_t *dtp, dt_compiled_t *pp);
/* once tracing runs: the descriptions naming process pid matched again
 * (it mapped new objects); the probes they match that were not enabled
 * are added to their clauses and grouped into new sites, put at the head
 * of pp->p_sites.  -1 with an error on the handle. */
int dt_sema_late(dtrace_hdl_t *dtp, dt_compiled_t *pp, int pid);
/* dt_sema_act.c: a clause's actions, from ap on, freed */
void dt_actions_free(dt_action_t *ap);

#endif
