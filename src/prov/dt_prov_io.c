/*
 * dt_prov_io.c -- the io provider on the block layer's tracepoints:
 * start when a request is issued to the device (block_rq_issue), done
 * when it completes (block_rq_complete, often in interrupt context).
 * Arguments are the request, translated to bufinfo_t, devinfo_t and
 * fileinfo_t by the D library.
 */
#include "dt_ktp.h"

#define DT_IO_ARGS { \
	{ 0, "struct request *", "bufinfo_t *" }, \
	{ 0, "struct request *", "devinfo_t *" }, \
	{ 0, "struct request *", "fileinfo_t *" } }

static const dt_kprobe_t dt_io_probes[] = {
	{ "done", "block_rq_complete", NULL, 1, 0, 3, DT_IO_ARGS, NULL, NULL, NULL },
	{ "start", "block_rq_issue", NULL, 1, 0, 3, DT_IO_ARGS, NULL, NULL, NULL },
	{ "wait-done", NULL, "the kernel has no tracepoint where a thread "
	    "stops waiting for an I/O", 0, 0, 0, { { 0 } }, NULL, NULL, NULL },
	{ "wait-start", NULL, "the kernel has no tracepoint where a thread "
	    "starts waiting for an I/O", 0, 0, 0, { { 0 } }, NULL, NULL, NULL },
};

const dt_kprov_t dt_prov_io = {
	.kv_impl = {
		.pi_name = "io",
		.pi_attr = { "Evolving", "Evolving", "ISA",
		    "Evolving", "Evolving", "ISA" },
		DT_KTP_OPS,
	},
	.kv_probes = dt_io_probes,
	.kv_nprobes = sizeof(dt_io_probes) / sizeof(dt_io_probes[0]),
};
