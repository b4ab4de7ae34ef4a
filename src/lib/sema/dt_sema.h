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
/* dt_sema_act.c: a clause's actions, from ap on, freed */
void dt_actions_free(dt_action_t *ap);

#endif
