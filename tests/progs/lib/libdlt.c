/* SPDX-License-Identifier: Apache-2.0 */
/*
 * libdlt.c -- a shared library for the tests of probes in objects a
 * process loads after it starts (dlopener loads it): dlt_work() calls
 * dlt_inner() and fires the USDT probe dlt:work (its argument) when its
 * semaphore says the probe is traced.
 */
#define _SDT_HAS_SEMAPHORES 1
#include <sys/sdt.h>

unsigned short dlt_work_semaphore __attribute__((section(".probes")));

long dlt_inner(long i);
long dlt_work(long i);

__attribute__((noinline)) long
dlt_inner(long i)
{
	return i * 2;
}

__attribute__((noinline)) long
dlt_work(long i)
{
	if (dlt_work_semaphore)
		STAP_PROBE1(dlt, work, i);
	return dlt_inner(i);
}
