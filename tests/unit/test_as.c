/* SPDX-License-Identifier: Apache-2.0 */
/*
 * test_as.c -- unit tests of the eBPF assembler (dt_as.c) and disassembler
 * (dt_dis.c): label resolution, ld_imm64 forms, link errors, the exact
 * disassembly text of every instruction class, and (as root) that an
 * assembled program passes the kernel verifier and runs.
 */
#include <errno.h>
#include <unistd.h>

#include <bpf/bpf.h>

#include "dt_as.h"
#include "unit.h"

/* Disassemble into a malloc'd string (caller frees). */
static char *
dis_text(const struct bpf_insn *insns, uint32_t n, const uint32_t *lines)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *fp = open_memstream(&buf, &len);

	if (fp == NULL)
		return (NULL);
	dt_dis(fp, insns, n, lines);
	fclose(fp);
	return (buf);
}

static void
check_dis(const char *name, const struct bpf_insn *insns, uint32_t n,
    const uint32_t *lines, const char *want)
{
	char *got = dis_text(insns, n, lines);

	CHECK_STR(name, got, want);
	free(got);
}

/* forward and backward labels, with an ld_imm64 between jump and target */
static void
test_labels(void)
{
	dt_as_t as;
	uint32_t fwd, back;

	dt_as_init(&as);
	fwd = dt_as_label(&as);
	back = dt_as_label(&as);
	as.as_line = 3;
	dt_as_place(&as, back);
	dt_as_emit(&as, I_MOV64_IMM(BPF_REG_0, 0));		/* 0 */
	dt_as_jump(&as, I_JMP_IMM(BPF_JEQ, BPF_REG_0, 0), fwd);	/* 1 */
	as.as_line = 4;
	dt_as_ld64(&as, BPF_REG_1, 0x1122334455667788ULL);	/* 2, 3 */
	dt_as_jump(&as, I_JA(), back);				/* 4 */
	dt_as_place(&as, fwd);
	as.as_line = 5;
	dt_as_emit(&as, I_EXIT());				/* 5 */

	CHECK("labels: link ok", dt_as_link(&as) == 0 && as.as_err == 0);
	CHECK("labels: count", as.as_n == 6);
	CHECK("labels: forward over ld64", as.as_insns[1].off == 3);
	CHECK("labels: backward", as.as_insns[4].off == -5);
	CHECK("labels: ld64 low", as.as_insns[2].imm == 0x55667788);
	CHECK("labels: ld64 high", as.as_insns[3].imm == 0x11223344);
	CHECK("labels: ld64 code", as.as_insns[2].code ==
	    (BPF_LD | BPF_DW | BPF_IMM) && as.as_insns[3].code == 0);
	CHECK("labels: lines", as.as_lines[0] == 3 && as.as_lines[2] == 4 &&
	    as.as_lines[3] == 4 && as.as_lines[5] == 5);
	check_dis("labels: disassembly", as.as_insns, as.as_n, as.as_lines,
	    "   0: r0 = 0                               ; line 3\n"
	    "   1: if r0 == 0x0 goto +3 <5>\n"
	    "   2: r1 = 0x1122334455667788 ll           ; line 4\n"
	    "   4: goto -5 <0>\n"
	    "   5: exit                                 ; line 5\n");
	check_dis("labels: disassembly without lines", as.as_insns, as.as_n,
	    NULL,
	    "   0: r0 = 0\n"
	    "   1: if r0 == 0x0 goto +3 <5>\n"
	    "   2: r1 = 0x1122334455667788 ll\n"
	    "   4: goto -5 <0>\n"
	    "   5: exit\n");
	dt_as_fini(&as);
}

/* BPF-to-BPF call to a label, and the map forms of ld_imm64 */
static void
test_call_and_maps(void)
{
	dt_as_t as;
	uint32_t sub;

	dt_as_init(&as);
	sub = dt_as_label(&as);
	dt_as_ld_map(&as, BPF_REG_1, 5);			/* 0, 1 */
	dt_as_ld_map_value(&as, BPF_REG_2, 6, 16);		/* 2, 3 */
	dt_as_call_label(&as, sub);				/* 4 */
	dt_as_emit(&as, I_EXIT());				/* 5 */
	dt_as_place(&as, sub);
	dt_as_emit(&as, I_MOV64_IMM(BPF_REG_0, 1));		/* 6 */
	dt_as_emit(&as, I_EXIT());				/* 7 */

	CHECK("call: link ok", dt_as_link(&as) == 0);
	CHECK("call: pseudo", as.as_insns[4].src_reg == BPF_PSEUDO_CALL &&
	    as.as_insns[4].code == (BPF_JMP | BPF_CALL));
	CHECK("call: relative imm", as.as_insns[4].imm == 1);
	CHECK("map: fd form", as.as_insns[0].src_reg == BPF_PSEUDO_MAP_FD &&
	    as.as_insns[0].imm == 5 && as.as_insns[1].imm == 0);
	CHECK("map: value form", as.as_insns[2].src_reg ==
	    BPF_PSEUDO_MAP_VALUE && as.as_insns[2].imm == 6 &&
	    as.as_insns[3].imm == 16);
	check_dis("call: disassembly", as.as_insns, as.as_n, NULL,
	    "   0: r1 = map[fd 5]\n"
	    "   2: r2 = map[fd 6]+16\n"
	    "   4: call pc+1 <6>\n"
	    "   5: exit\n"
	    "   6: r0 = 1\n"
	    "   7: exit\n");
	dt_as_fini(&as);
}

static void
test_unplaced(void)
{
	dt_as_t as;

	dt_as_init(&as);
	dt_as_jump(&as, I_JA(), dt_as_label(&as));
	dt_as_emit(&as, I_EXIT());
	CHECK("unplaced: link fails", dt_as_link(&as) == -1);
	CHECK("unplaced: EINVAL", as.as_err == EINVAL);
	CHECK("unplaced: message", strstr(as.as_errmsg, "not placed") != NULL);
	dt_as_fini(&as);

	dt_as_init(&as);
	dt_as_jump(&as, I_JA(), 7);
	dt_as_emit(&as, I_EXIT());
	CHECK("unknown label: link fails", dt_as_link(&as) == -1 &&
	    as.as_err == EINVAL);
	dt_as_fini(&as);
}

/* the instruction a jump at i goes to, hops through islands followed */
static uint32_t
land(const dt_as_t *as, uint32_t i)
{
	uint32_t t = i + 1 + (uint32_t)(int32_t)as->as_insns[i].off, hops = 0;

	while (t < as->as_n && as->as_insns[t].code == (BPF_JMP | BPF_JA) &&
	    hops++ < as->as_n)
		t = t + 1 + (uint32_t)(int32_t)as->as_insns[t].off;
	return (t);
}

/* is every instruction reached from the first (as the verifier asks)? */
static int
all_reached(const dt_as_t *as)
{
	uint32_t n = as->as_n, *todo = calloc(n, sizeof (uint32_t)), ntodo = 0;
	char *seen = calloc(n, 1);
	int ok = 1;

	todo[ntodo++] = 0;
	seen[0] = 1;
	while (ntodo > 0) {
		uint32_t i = todo[--ntodo], next[2], nn = 0;
		const struct bpf_insn *in = &as->as_insns[i];
		uint8_t cls = BPF_CLASS(in->code);

		if (in->code == (BPF_LD | BPF_DW | BPF_IMM))
			next[nn++] = i + 2;
		else if (in->code == (BPF_JMP | BPF_EXIT))
			;
		else if (in->code == (BPF_JMP | BPF_JA))
			next[nn++] = i + 1 + (uint32_t)(int32_t)in->off;
		else if ((cls == BPF_JMP || cls == BPF_JMP32) &&
		    BPF_OP(in->code) != BPF_CALL) {
			next[nn++] = i + 1;
			next[nn++] = i + 1 + (uint32_t)(int32_t)in->off;
		} else
			next[nn++] = i + 1;
		while (nn > 0) {
			uint32_t t = next[--nn];

			if (t < n && !seen[t]) {
				seen[t] = 1;
				todo[ntodo++] = t;
			}
		}
	}
	for (uint32_t i = 0; i < n; i++) {
		if (!seen[i] && as->as_insns[i].code != 0)
			ok = 0;
		if (as->as_insns[i].code == (BPF_LD | BPF_DW | BPF_IMM) &&
		    (i + 1 >= n || as->as_insns[i + 1].code != 0))
			ok = 0;		/* an ld_imm64 split */
	}
	free(todo);
	free(seen);
	return (ok);
}

/* the index of the instruction r0 = mark */
static uint32_t
find_mark(const dt_as_t *as, int32_t mark)
{
	for (uint32_t i = 0; i < as->as_n; i++)
		if (as->as_insns[i].code == (BPF_ALU64 | BPF_MOV | BPF_K) &&
		    as->as_insns[i].dst_reg == BPF_REG_0 &&
		    as->as_insns[i].imm == mark)
			return (i);
	return (UINT32_MAX);
}

/*
 * A conditional jump over 'gap' instructions (ld_imm64 pairs among them,
 * so that islands must avoid their halves), forward or backward: it links,
 * it lands on its target, and nothing in the program is unreachable.
 */
static void
check_far(uint32_t gap, int backward)
{
	char name[96];
	dt_as_t as;
	uint32_t l, i, j, top;

	dt_as_init(&as);
	l = dt_as_label(&as);
	top = dt_as_label(&as);
	dt_as_emit(&as, I_MOV64_IMM(BPF_REG_1, 1));
	if (backward) {
		dt_as_jump(&as, I_JA(), top);
		dt_as_place(&as, l);
		dt_as_emit(&as, I_MOV64_IMM(BPF_REG_0, 7777));
		dt_as_emit(&as, I_EXIT());
		dt_as_place(&as, top);
	} else
		dt_as_jump(&as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, 1), l);
	for (i = 0; i < gap; i++) {
		if (i % 3 == 0) {
			dt_as_ld64(&as, BPF_REG_2, i);
			i++;
		} else
			dt_as_emit(&as, I_MOV64_IMM(BPF_REG_3, 0));
	}
	if (backward) {
		dt_as_jump(&as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, 1), l);
		dt_as_emit(&as, I_EXIT());
	} else {
		dt_as_emit(&as, I_EXIT());
		dt_as_place(&as, l);
		dt_as_emit(&as, I_MOV64_IMM(BPF_REG_0, 7777));
		dt_as_emit(&as, I_EXIT());
	}
	snprintf(name, sizeof (name), "far: %s jump over %u links",
	    backward ? "backward" : "forward", gap);
	CHECK(name, dt_as_link(&as) == 0);
	/* the far conditional jump is the only JEQ */
	for (j = 0; j < as.as_n; j++)
		if (as.as_insns[j].code == (BPF_JMP | BPF_JEQ | BPF_K))
			break;
	snprintf(name, sizeof (name), "far: %s jump over %u lands",
	    backward ? "backward" : "forward", gap);
	CHECK(name, j < as.as_n && land(&as, j) == find_mark(&as, 7777));
	snprintf(name, sizeof (name), "far: %s jump over %u, all reached",
	    backward ? "backward" : "forward", gap);
	CHECK(name, all_reached(&as));
	dt_as_fini(&as);
}

/*
 * Many far jumps to several labels, from both sides of several islands:
 * each lands where it should.
 */
static void
test_far_many(void)
{
	enum { NL = 5, GAP = 70000 };
	dt_as_t as;
	uint32_t l[NL], i, bad = 0, njumps = 0;

	dt_as_init(&as);
	for (i = 0; i < NL; i++)
		l[i] = dt_as_label(&as);
	for (i = 0; i < GAP; i++) {
		if (i % 5000 == 17) {	/* a jump to each label, in turn */
			dt_as_emit(&as, I_MOV64_IMM(BPF_REG_4, (int32_t)i));
			dt_as_jump(&as, I_JMP_IMM(BPF_JGT, BPF_REG_1, (int32_t)i),
			    l[(i / 5000) % NL]);
		} else if (i % 20000 == 3) {
			dt_as_place(&as, l[(i / 20000) % NL]);
			dt_as_emit(&as, I_MOV64_IMM(BPF_REG_0,
			    (int32_t)(1000 + (i / 20000) % NL)));
		} else
			dt_as_emit(&as, I_MOV64_IMM(BPF_REG_3, 0));
	}
	for (i = 0; i < NL; i++) {
		if (i >= 4) {		/* labels no earlier code placed */
			dt_as_place(&as, l[i]);
			dt_as_emit(&as, I_MOV64_IMM(BPF_REG_0, (int32_t)(1000 + i)));
		}
	}
	dt_as_emit(&as, I_EXIT());
	CHECK("far: many jumps link", dt_as_link(&as) == 0);
	for (i = 0; i < as.as_n; i++) {
		const struct bpf_insn *in = &as.as_insns[i];
		uint32_t t, want;

		if (in->code != (BPF_JMP | BPF_JGT | BPF_K))
			continue;
		njumps++;
		want = 1000 + ((uint32_t)in->imm / 5000) % NL;
		t = land(&as, i);
		if (t >= as.as_n || as.as_insns[t].imm != (int32_t)want)
			bad++;
	}
	CHECK("far: many jumps land", njumps == GAP / 5000 && bad == 0);
	CHECK("far: many jumps, all reached", all_reached(&as));
	dt_as_fini(&as);
}

static void
test_range(void)
{
	check_far(32767, 0);
	check_far(32768, 0);
	check_far(100000, 0);
	check_far(32768, 1);
	check_far(100000, 1);
	test_far_many();
}

static void
test_sticky(void)
{
	dt_as_t as;

	dt_as_init(&as);
	dt_as_emit(&as, I_EXIT());
	as.as_err = ENOMEM;		/* as if an allocation had failed */
	dt_as_emit(&as, I_EXIT());
	dt_as_ld64(&as, 1, 2);
	CHECK("sticky: no more insns", as.as_n == 1);
	CHECK("sticky: no labels", dt_as_label(&as) == DT_LBL_NONE);
	CHECK("sticky: link fails", dt_as_link(&as) == -1 &&
	    as.as_err == ENOMEM);
	dt_as_fini(&as);

	dt_as_init(&as);
	dt_as_place(&as, 3);
	CHECK("place: unknown label", as.as_err == EINVAL);
	dt_as_fini(&as);
}

/* one or more instructions of every class, and their exact text */
static const struct bpf_insn dis_sample[] = {
	I_ALU64_IMM(BPF_ADD, BPF_REG_0, 4),			/* 0 */
	I_ALU64_REG(BPF_SUB, BPF_REG_1, BPF_REG_2),
	I_ALU32_REG(BPF_MOV, BPF_REG_1, BPF_REG_2),
	I_ALU32_IMM(BPF_LSH, BPF_REG_3, 3),
	I_ALU64_IMM(BPF_ARSH, BPF_REG_4, 63),
	I_ALU64_IMM(BPF_MOV, BPF_REG_5, -1),			/* 5 */
	I_NEG64(BPF_REG_6),
	I_SDIV64_REG(BPF_REG_1, BPF_REG_2),
	I_SMOD64_REG(BPF_REG_1, BPF_REG_2),
	I_ALU64_REG(BPF_DIV, BPF_REG_1, BPF_REG_2),
	I_BSWAP_BE(BPF_REG_1, 16),				/* 10 */
	DT_INSN(BPF_ALU | BPF_END | BPF_TO_LE, 2, 0, 0, 64),
	DT_INSN(BPF_ALU64 | BPF_END, 3, 0, 0, 32),
	I_MOVSX64(BPF_REG_1, BPF_REG_2, 8),
	DT_INSN(BPF_ALU | BPF_MOV | BPF_X, 1, 2, 16, 0),
	I_LDX(BPF_DW, BPF_REG_1, BPF_REG_10, -8),		/* 15 */
	I_LDX(BPF_B, BPF_REG_2, BPF_REG_1, 3),
	I_LDXSX(BPF_H, BPF_REG_3, BPF_REG_1, 0),
	I_STX(BPF_W, BPF_REG_9, BPF_REG_2, 0),
	I_ST(BPF_DW, BPF_REG_10, -16, 7),
	I_XADD(BPF_DW, BPF_REG_1, BPF_REG_2, 0),		/* 20 */
	DT_INSN(BPF_STX | BPF_ATOMIC | BPF_W, 1, 2, 4, BPF_OR | BPF_FETCH),
	DT_INSN(BPF_STX | BPF_ATOMIC | BPF_DW, 1, 2, 0, BPF_XCHG),
	DT_INSN(BPF_STX | BPF_ATOMIC | BPF_DW, 1, 2, 8, BPF_CMPXCHG),
	DT_INSN(BPF_LD | BPF_DW | BPF_IMM, 1, 0, 0, 0x1234),
	DT_INSN(0, 0, 0, 0, 0),					/* 25 */
	I_JMP_IMM(BPF_JSGT, BPF_REG_1, 5),
	I_JMP_REG(BPF_JLT, BPF_REG_1, BPF_REG_2),
	I_JMP32_IMM(BPF_JNE, BPF_REG_3, -1),
	I_JMP_IMM(BPF_JSET, BPF_REG_4, 1),
	I_JA(),							/* 30 */
	I_CALL(1),
	I_CALL(6),
	I_CALL(9999),
	I_EXIT(),
	DT_INSN(BPF_ALU64 | 0xf0, 1, 0, 0, 0),			/* 35 */
};

static const char dis_sample_text[] =
    "   0: r0 += 4\n"
    "   1: r1 -= r2\n"
    "   2: w1 = w2\n"
    "   3: w3 <<= 3\n"
    "   4: r4 s>>= 63\n"
    "   5: r5 = -1\n"
    "   6: r6 = -r6\n"
    "   7: r1 s/= r2\n"
    "   8: r1 s%= r2\n"
    "   9: r1 /= r2\n"
    "  10: r1 = be16 r1\n"
    "  11: r2 = le64 r2\n"
    "  12: r3 = bswap32 r3\n"
    "  13: r1 = (s8)r2\n"
    "  14: w1 = (s16)w2\n"
    "  15: r1 = *(u64 *)(r10 -8)\n"
    "  16: r2 = *(u8 *)(r1 +3)\n"
    "  17: r3 = *(s16 *)(r1 +0)\n"
    "  18: *(u32 *)(r9 +0) = r2\n"
    "  19: *(u64 *)(r10 -16) = 7\n"
    "  20: lock *(u64 *)(r1 +0) += r2\n"
    "  21: r2 = atomic_fetch_or((u32 *)(r1 +4), r2)\n"
    "  22: r2 = atomic64_xchg((u64 *)(r1 +0), r2)\n"
    "  23: r0 = atomic64_cmpxchg((u64 *)(r1 +8), r0, r2)\n"
    "  24: r1 = 0x1234 ll\n"
    "  26: if r1 s> 0x5 goto +0 <27>\n"
    "  27: if r1 < r2 goto +0 <28>\n"
    "  28: if w3 != 0xffffffff goto +0 <29>\n"
    "  29: if r4 & 0x1 goto +0 <30>\n"
    "  30: goto +0 <31>\n"
    "  31: call bpf_map_lookup_elem#1\n"
    "  32: call bpf_trace_printk#6\n"
    "  33: call unknown#9999\n"
    "  34: exit\n"
    "  35: invalid insn (code 0xf7)\n";

static void
test_dis(void)
{
	struct bpf_insn j[3] = {
		DT_INSN(BPF_JMP | BPF_JGE, 1, 0, 3, 9),
		DT_INSN(BPF_JMP | BPF_JA, 0, 0, -2, 0),
		DT_INSN(BPF_JMP32 | BPF_JA, 0, 0, 0, 100000),
	};

	check_dis("dis: every class", dis_sample,
	    sizeof (dis_sample) / sizeof (dis_sample[0]), NULL,
	    dis_sample_text);
	check_dis("dis: jump targets", j, 3, NULL,
	    "   0: if r1 >= 0x9 goto +3 <4>\n"
	    "   1: goto -2 <0>\n"
	    "   2: gotol +100000 <100003>\n");
	check_dis("dis: truncated ld64", dis_sample + 24, 1, NULL,
	    "   0: r1 = <truncated ld_imm64>\n");
	CHECK_STR("helper 1", dt_dis_helper_name(1), "bpf_map_lookup_elem");
	CHECK_STR("helper 14", dt_dis_helper_name(14),
	    "bpf_get_current_pid_tgid");
	CHECK_STR("helper 130", dt_dis_helper_name(130), "bpf_ringbuf_output");
	CHECK_STR("helper 209", dt_dis_helper_name(209),
	    "bpf_user_ringbuf_drain");
	CHECK_STR("helper 211", dt_dis_helper_name(211),
	    "bpf_cgrp_storage_delete");
	CHECK("helper 0 and out of range", dt_dis_helper_name(0) == NULL &&
	    dt_dis_helper_name(212) == NULL && dt_dis_helper_name(-1) == NULL);
}

/* Load the linked program of as (a raw tracepoint program) as prog, run
 * it, check it returns 42 (check name), and free as. */
static void
load_runs_42(const char *name, const char *prog, dt_as_t *as)
{
	LIBBPF_OPTS(bpf_test_run_opts, opts);
	int fd = bpf_prog_load(BPF_PROG_TYPE_RAW_TRACEPOINT, prog, "GPL",
	    as->as_insns, as->as_n, NULL);

	if (fd < 0) {
		printf("FAIL %s: bpf_prog_load: %s\n", name, strerror(-fd));
		unit_failed++;
	} else {
		CHECK(name, bpf_prog_test_run_opts(fd, &opts) == 0 &&
		    opts.retval == 42);
		close(fd);
	}
	dt_as_fini(as);
}

/* Assemble a raw tracepoint program returning 42 and run it. */
static void
test_kernel(void)
{
	const char *name = "kernel: assembled program loads and returns 42";
	dt_as_t as;
	uint32_t ok;

	if (geteuid() != 0) {
		printf("SKIP %s\n", name);
		return;
	}
	dt_as_init(&as);
	ok = dt_as_label(&as);
	dt_as_ld64(&as, BPF_REG_1, 42);
	dt_as_emit(&as, I_MOV64_IMM(BPF_REG_0, 0));
	dt_as_jump(&as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, 42), ok);
	dt_as_emit(&as, I_MOV64_IMM(BPF_REG_1, 7));
	dt_as_place(&as, ok);
	dt_as_emit(&as, I_MOV64_REG(BPF_REG_0, BPF_REG_1));
	dt_as_emit(&as, I_EXIT());
	CHECK("kernel: link", dt_as_link(&as) == 0);
	load_runs_42(name, "dt_as_test", &as);
}

/* A program with jumps farther than 16 bits reach loads and runs. */
static void
test_kernel_far(void)
{
	const char *name = "kernel: program with far jumps loads and returns 42";
	dt_as_t as;
	uint32_t ok, i;

	if (geteuid() != 0) {
		printf("SKIP %s\n", name);
		return;
	}
	dt_as_init(&as);
	ok = dt_as_label(&as);
	dt_as_emit(&as, I_MOV64_IMM(BPF_REG_0, 0));
	dt_as_emit(&as, I_MOV64_IMM(BPF_REG_1, 42));
	dt_as_emit(&as, I_MOV64_IMM(BPF_REG_2, 0));
	for (i = 0; i < 70000; i++) {
		/* r2 counts; the third far jump is taken (r2 == 40001) */
		dt_as_emit(&as, I_ALU64_IMM(BPF_ADD, BPF_REG_2, 1));
		if (i % 20000 == 0)
			dt_as_jump(&as, I_JMP_IMM(BPF_JEQ, BPF_REG_2, 40001), ok);
	}
	dt_as_emit(&as, I_MOV64_IMM(BPF_REG_1, 7));
	dt_as_place(&as, ok);
	dt_as_emit(&as, I_MOV64_REG(BPF_REG_0, BPF_REG_1));
	dt_as_emit(&as, I_EXIT());
	CHECK("kernel: far link", dt_as_link(&as) == 0);
	load_runs_42(name, "dt_as_far", &as);
}

int
main(void)
{
	test_labels();
	test_call_and_maps();
	test_unplaced();
	test_range();
	test_sticky();
	test_dis();
	test_kernel();
	test_kernel_far();
	UNIT_DONE();
}
