/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_prov_io.c -- the io provider on the block layer's tracepoints:
 * start when a request is made, in the context of the thread that makes
 * it (block_io_start: the I/O scheduler may issue it to the device later,
 * from another thread), done when it completes (block_rq_complete, often
 * in interrupt context, before the request's byte count is consumed).
 * Arguments are the request, translated to bufinfo_t, devinfo_t and
 * fileinfo_t by the D library.
 */
#include "dt_ktp.h"

#define DT_IO_ARGS { \
	{ 0, "struct request *", "bufinfo_t *" }, \
	{ DT_KA_EMIT, "struct block_device *", "devinfo_t *" }, \
	{ 0, "struct request *", "fileinfo_t *" } }

/* args[1]: the device (or partition) of the request, which is
 * rq->part, or until the request is accounted, its first bio's */
static int
dt_io_bdev(dt_cg_t *cg, const dt_site_t *sp)
{
	dt_as_t *as = &cg->cg_as;
	uint32_t done = dt_as_label(as);

	(void)sp;
	dt_ktp_rawarg(cg, BPF_REG_7, 0);
	dt_as_emit(as, I_MOV64_REG(BPF_REG_8, BPF_REG_7));
	if (dt_ktp_member(cg, BPF_REG_7, "request", "part", 8) != 0)
		return -1;
	dt_as_jump(as, I_JMP_IMM(BPF_JNE, BPF_REG_7, 0), done);
	if (dt_ktp_member(cg, BPF_REG_8, "request", "bio", 8) != 0 ||
	    dt_ktp_member(cg, BPF_REG_8, "bio", "bi_bdev", 8) != 0)
		return -1;
	dt_as_emit(as, I_MOV64_REG(BPF_REG_7, BPF_REG_8));
	dt_as_place(as, done);
	dt_ktp_setarg(cg, 1, BPF_REG_7);
	return 0;
}

static const dt_kprobe_t dt_io_probes[] = {
	{ "done", "block_rq_complete", NULL, 1, 0, 3, DT_IO_ARGS, dt_io_bdev,
	    NULL, NULL },
	{ "start", "block_io_start", NULL, 1, 0, 3, DT_IO_ARGS, dt_io_bdev,
	    NULL, NULL },
	{ "wait-done", NULL, "the kernel has no tracepoint where a thread "
	    "stops waiting for an I/O", 0, 0, 0, { { 0 } }, NULL, NULL, NULL },
	{ "wait-start", NULL, "the kernel has no tracepoint where a thread "
	    "starts waiting for an I/O", 0, 0, 0, { { 0 } }, NULL, NULL, NULL },
};

const dt_kprov_t dt_prov_io = {
	.kv_impl = {
		.pi_name = "io",
		/* as illumos's sdt providers: the descriptions' are the
		 * least stable of their parts' (modules and functions are
		 * Private, Unknown) */
		.pi_attr = { "Private", "Private", "Unknown",
		    "Evolving", "Evolving", "ISA" },
		DT_KTP_OPS,
	},
	.kv_probes = dt_io_probes,
	.kv_nprobes = sizeof(dt_io_probes) / sizeof(dt_io_probes[0]),
};
