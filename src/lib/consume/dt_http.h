/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_http.h -- -x httpport: the aggregations over HTTP (dt_http.c).
 */
#ifndef DT_HTTP_H
#define DT_HTTP_H

#include <stdint.h>

#include <dtrace.h>

/* a non-blocking socket listening on 127.0.0.1:port, or -1 (and the
 * message on the handle) */
int dt_http_listen(dtrace_hdl_t *dtp, int64_t port);
/* answer the connections waiting on the listening socket lfd */
void dt_http_serve(dtrace_hdl_t *dtp, int lfd);

#endif
