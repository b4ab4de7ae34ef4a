/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_ring.h -- the consumer's reader of the BPF ring buffer (dt_ring.c).
 */
#ifndef DT_RING_H
#define DT_RING_H

#include <stddef.h>

/* dt_ring.c: the principal buffer, read by the consumer */
typedef struct dt_ring dt_ring_t;
typedef int dt_ring_f(void *arg, const void *rec, size_t len);
dt_ring_t *dt_ring_open(int fd, size_t size);
void dt_ring_close(dt_ring_t *r);
/* hand the records committed by now to fn, in order; returns how many, or
 * -errno */
int dt_ring_consume(dt_ring_t *r, dt_ring_f *fn, void *arg);
int dt_ring_fd(const dt_ring_t *r);

#endif
