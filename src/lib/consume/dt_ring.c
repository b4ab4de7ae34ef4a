/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_ring.c -- the consumer's reader of the BPF ring buffer (the principal
 * buffer).
 *
 * libbpf maps a ring buffer's data twice in a row so that a record that
 * wraps around the end reads as one; that doubles the resident memory of
 * the buffer in the consumer.  Here the data is mapped once and the rare
 * record that wraps is copied out in two pieces.  The protocol is the
 * kernel's: a consumer position the reader advances, a producer position
 * the kernel advances, and an 8-byte header before each record whose
 * length has a busy bit (not yet committed) and a discard bit.
 */
#include <errno.h>
#include <linux/bpf.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "dt_ring.h"


#define DT_RB_BUSY	(1U << 31)
#define DT_RB_DISCARD	(1U << 30)
#define DT_RB_HDRSZ	8

struct dt_ring {
	int r_fd;
	size_t r_size;			/* data bytes, a power of two */
	size_t r_page;
	unsigned long *r_cons;		/* consumer position (read-write) */
	unsigned long *r_prod;		/* producer position (read-only) */
	unsigned char *r_data;
	unsigned char *r_copy;		/* a wrapped record, made whole */
	size_t r_copysize;
};

dt_ring_t *
dt_ring_open(int fd, size_t size)
{
	dt_ring_t *r = calloc(1, sizeof(*r));
	void *p;

	if (r == NULL)
		return NULL;
	r->r_fd = fd;
	r->r_size = size;
	r->r_page = (size_t)sysconf(_SC_PAGESIZE);
	p = mmap(NULL, r->r_page, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	if (p == MAP_FAILED)
		goto fail;
	r->r_cons = p;
	/* the producer page, then the data once */
	p = mmap(NULL, r->r_page + size, PROT_READ, MAP_SHARED, fd,
	    (off_t)r->r_page);
	if (p == MAP_FAILED)
		goto fail;
	r->r_prod = p;
	r->r_data = (unsigned char *)p + r->r_page;
	return r;
fail:
	dt_ring_close(r);
	return NULL;
}

void
dt_ring_close(dt_ring_t *r)
{
	if (r == NULL)
		return;
	if (r->r_cons != NULL)
		munmap(r->r_cons, r->r_page);
	if (r->r_prod != NULL)
		munmap(r->r_prod, r->r_page + r->r_size);
	free(r->r_copy);
	free(r);
}

int
dt_ring_consume(dt_ring_t *r, dt_ring_f *fn, void *arg)
{
	unsigned long cons = __atomic_load_n(r->r_cons, __ATOMIC_ACQUIRE);
	/* only what is there now: records that keep coming (the consumer's
	 * own work may make them) must not keep it from its other duties */
	unsigned long prod = __atomic_load_n(r->r_prod, __ATOMIC_ACQUIRE);
	size_t mask = r->r_size - 1;
	int n = 0;

	while (cons < prod) {
		size_t off = cons & mask;
		uint32_t len = __atomic_load_n((uint32_t *)(r->r_data +
		    off), __ATOMIC_ACQUIRE);
		size_t total = (DT_RB_HDRSZ + (len & ~(DT_RB_BUSY |
		    DT_RB_DISCARD)) + 7) & ~(size_t)7;
		size_t at = (off + DT_RB_HDRSZ) & mask;
		size_t rlen = len & ~(DT_RB_BUSY | DT_RB_DISCARD);
		const void *rec = r->r_data + at;

		if (len & DT_RB_BUSY)
			break;		/* not committed yet */
		if (!(len & DT_RB_DISCARD)) {
			if (at + rlen > r->r_size) {	/* wraps */
				if (rlen > r->r_copysize) {
					unsigned char *c = realloc(r->r_copy,
					    rlen);

					if (c == NULL)
						return -ENOMEM;
					r->r_copy = c;
					r->r_copysize = rlen;
				}
				memcpy(r->r_copy, r->r_data + at,
				    r->r_size - at);
				memcpy(r->r_copy + (r->r_size - at),
				    r->r_data, rlen - (r->r_size - at));
				rec = r->r_copy;
			}
			fn(arg, rec, rlen);
			n++;
		}
		cons += total;
		__atomic_store_n(r->r_cons, cons, __ATOMIC_RELEASE);
	}
	return n;
}

int
dt_ring_fd(const dt_ring_t *r)
{
	return r->r_fd;
}
