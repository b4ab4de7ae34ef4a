/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_as.c -- the eBPF assembler: an instruction list with symbolic labels.
 *
 * Instructions are appended with the current source line (as_line).  Jumps
 * and BPF-to-BPF calls name a label instead of an offset; dt_as_link()
 * turns each label into a relative offset once the whole program is known,
 * routing jumps beyond 16 bits through islands of jumps (below).
 * Errors are sticky: the first one is kept in as_err/as_errmsg and every
 * later call does nothing.  Where the kernel has no cpu v4 instructions
 * (before Linux 6.6), the sign-extending moves and loads are emitted as
 * a move or load and two shifts.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>

#include "dt_as.h"

#define AS_MINCAP	64

static void
as_fail(dt_as_t *as, int err, const char *fmt, ...)
{
	va_list ap;

	if (as->as_err != 0)
		return;
	as->as_err = err;
	va_start(ap, fmt);
	vsnprintf(as->as_errmsg, sizeof (as->as_errmsg), fmt, ap);
	va_end(ap);
}

void
dt_as_init(dt_as_t *as)
{
	memset(as, 0, sizeof (*as));
}

void
dt_as_fini(dt_as_t *as)
{
	free(as->as_insns);
	free(as->as_lines);
	free(as->as_jlabel);
	free(as->as_labels);
	memset(as, 0, sizeof (*as));
}

/* Grow *arr (of elements of size 'sz') to hold 'cap' elements. */
static int
as_resize(void **arr, uint32_t cap, size_t sz)
{
	void *p = realloc(*arr, (size_t)cap * sz);

	if (p == NULL)
		return (-1);
	*arr = p;
	return (0);
}

/* Make room for 'k' more instructions. */
static int
as_reserve(dt_as_t *as, uint32_t k)
{
	uint32_t cap;

	if (as->as_err != 0)
		return (-1);
	if (as->as_n + k <= as->as_cap)
		return (0);
	cap = as->as_cap ? as->as_cap : AS_MINCAP;
	while (cap < as->as_n + k)
		cap *= 2;
	if (as_resize((void **)&as->as_insns, cap, sizeof (struct bpf_insn)) ||
	    as_resize((void **)&as->as_lines, cap, sizeof (uint32_t)) ||
	    as_resize((void **)&as->as_jlabel, cap, sizeof (uint32_t))) {
		as_fail(as, ENOMEM, "out of memory");
		return (-1);
	}
	as->as_cap = cap;
	return (0);
}

static void
as_append(dt_as_t *as, struct bpf_insn insn, uint32_t label)
{
	if (as_reserve(as, 1) != 0)
		return;
	as->as_insns[as->as_n] = insn;
	as->as_lines[as->as_n] = as->as_line;
	as->as_jlabel[as->as_n] = label;
	as->as_n++;
}

uint32_t
dt_as_label(dt_as_t *as)
{
	uint32_t cap;

	if (as->as_err != 0)
		return (DT_LBL_NONE);
	if (as->as_nlabels == as->as_labcap) {
		cap = as->as_labcap ? as->as_labcap * 2 : AS_MINCAP;
		if (as_resize((void **)&as->as_labels, cap,
		    sizeof (uint32_t)) != 0) {
			as_fail(as, ENOMEM, "out of memory");
			return (DT_LBL_NONE);
		}
		as->as_labcap = cap;
	}
	as->as_labels[as->as_nlabels] = DT_LBL_NONE;
	return (as->as_nlabels++);
}

int
dt_as_jumped(const dt_as_t *as, uint32_t label)
{
	uint32_t i;

	for (i = 0; i < as->as_n; i++)
		if (as->as_jlabel[i] == label)
			return 1;
	return 0;
}

void
dt_as_place(dt_as_t *as, uint32_t label)
{
	if (as->as_err != 0)
		return;
	if (label >= as->as_nlabels) {
		as_fail(as, EINVAL, "label %u does not exist", label);
		return;
	}
	if (as->as_labels[label] != DT_LBL_NONE) {
		as_fail(as, EINVAL, "label %u placed twice", label);
		return;
	}
	as->as_labels[label] = as->as_n;
}

/* a socket filter with a sign-extending move (cpu v4) loads */
static int
as_probe_v4(void)
{
	struct bpf_insn prog[] = {
		I_MOV64_IMM(BPF_REG_0, 0),
		I_MOVSX64(BPF_REG_0, BPF_REG_0, 8),
		I_EXIT(),
	};
	int fd = bpf_prog_load(BPF_PROG_TYPE_SOCKET_FILTER, "dt_feature",
	    "GPL", prog, 3, NULL);

	if (fd < 0)
		return 0;
	close(fd);
	return 1;
}

int
dt_as_cpu_v4(void)
{
	static int known = -1;
	const char *no;

	if (known < 0) {
		no = getenv("DTRACE_NO_CPU_V4");
		known = (no == NULL || *no == '\0') && as_probe_v4();
	}
	return known;
}

/* reg = reg's low bits bits, sign-extended, with two shifts */
static void
as_sext(dt_as_t *as, int reg, int bits)
{
	as_append(as, I_ALU64_IMM(BPF_LSH, reg, 64 - bits), DT_LBL_NONE);
	as_append(as, I_ALU64_IMM(BPF_ARSH, reg, 64 - bits), DT_LBL_NONE);
}

void
dt_as_emit(dt_as_t *as, struct bpf_insn insn)
{
	static const int bits[] = { 32, 16, 8, 64 };	/* by BPF_SIZE */

	if (insn.code == (BPF_ALU64 | BPF_MOV | BPF_X) && insn.off != 0 &&
	    !dt_as_cpu_v4()) {
		if (insn.dst_reg != insn.src_reg)
			as_append(as, I_MOV64_REG(insn.dst_reg, insn.src_reg),
			    DT_LBL_NONE);
		as_sext(as, insn.dst_reg, insn.off);
		return;
	}
	if (BPF_CLASS(insn.code) == BPF_LDX && BPF_MODE(insn.code) == 0x80 &&
	    !dt_as_cpu_v4()) {
		insn.code = (uint8_t)(BPF_LDX | BPF_MEM | BPF_SIZE(insn.code));
		as_append(as, insn, DT_LBL_NONE);
		as_sext(as, insn.dst_reg, bits[BPF_SIZE(insn.code) >> 3]);
		return;
	}
	as_append(as, insn, DT_LBL_NONE);
}

void
dt_as_jump(dt_as_t *as, struct bpf_insn insn, uint32_t label)
{
	as_append(as, insn, label);
}

void
dt_as_call_label(dt_as_t *as, uint32_t label)
{
	as_append(as, DT_INSN(BPF_JMP | BPF_CALL, 0, BPF_PSEUDO_CALL, 0, 0),
	    label);
}

void
dt_as_ld_func(dt_as_t *as, int reg, uint32_t label)
{
	if (as_reserve(as, 2) != 0)
		return;
	as_append(as, DT_INSN(BPF_LD | BPF_DW | BPF_IMM, reg, BPF_PSEUDO_FUNC,
	    0, 0), label);
	as_append(as, DT_INSN(0, 0, 0, 0, 0), DT_LBL_NONE);
}

/* The two slots of an ld_imm64 with the given pseudo source and halves. */
static void
as_ld_imm64(dt_as_t *as, int reg, int src, int32_t lo, int32_t hi)
{
	if (as_reserve(as, 2) != 0)
		return;
	as_append(as, DT_INSN(BPF_LD | BPF_DW | BPF_IMM, reg, src, 0, lo),
	    DT_LBL_NONE);
	as_append(as, DT_INSN(0, 0, 0, 0, hi), DT_LBL_NONE);
}

void
dt_as_ld64(dt_as_t *as, int reg, uint64_t value)
{
	as_ld_imm64(as, reg, 0, (int32_t)(uint32_t)value,
	    (int32_t)(uint32_t)(value >> 32));
}

void
dt_as_ld_map(dt_as_t *as, int reg, int map_fd)
{
	as_ld_imm64(as, reg, BPF_PSEUDO_MAP_FD, map_fd, 0);
}

void
dt_as_ld_map_value(dt_as_t *as, int reg, int map_fd, uint32_t off)
{
	as_ld_imm64(as, reg, BPF_PSEUDO_MAP_VALUE, map_fd, (int32_t)off);
}

void
dt_as_ld_btf_id(dt_as_t *as, int reg, int32_t id)
{
	as_ld_imm64(as, reg, BPF_PSEUDO_BTF_ID, id, 0);
}

/* Does this jump keep its displacement in imm (32 bits) instead of off? */
static int
as_wide_disp(const struct bpf_insn *in)
{
	if (in->code == (BPF_JMP | BPF_CALL))
		return (1);			/* pseudo-call */
	if (in->code == (BPF_LD | BPF_DW | BPF_IMM))
		return (1);			/* ld_imm64 of a subprogram */
	return (in->code == (BPF_JMP32 | BPF_JA));	/* gotol */
}

/* Resolve the label of instruction i; 0 or -1 with the error set. */
static int
as_link_one(dt_as_t *as, uint32_t i)
{
	struct bpf_insn *in = &as->as_insns[i];
	uint32_t lbl = as->as_jlabel[i], tgt;
	int64_t disp;

	if (lbl >= as->as_nlabels) {
		as_fail(as, EINVAL, "insn %u: label %u does not exist", i, lbl);
		return (-1);
	}
	tgt = as->as_labels[lbl];
	if (tgt == DT_LBL_NONE) {
		as_fail(as, EINVAL, "insn %u: label %u is not placed", i, lbl);
		return (-1);
	}
	if (tgt >= as->as_n) {
		as_fail(as, EINVAL, "insn %u: label %u is past the last "
		    "instruction", i, lbl);
		return (-1);
	}
	disp = (int64_t)tgt - (int64_t)i - 1;
	if (as_wide_disp(in)) {
		in->imm = (int32_t)disp;
		return (0);
	}
	if (disp < INT16_MIN || disp > INT16_MAX) {
		as_fail(as, ERANGE, "insn %u: jump to label %u out of range "
		    "(%lld)", i, lbl, (long long)disp);
		return (-1);
	}
	in->off = (int16_t)disp;
	return (0);
}

/*
 * Far jumps.  A jump keeps its displacement in 16 bits, which a large
 * program outgrows (a clause of thousands of statements jumps over all of
 * them when its predicate is false).  Every AS_ISLE instructions the
 * program gets an island: a run of unconditional jumps, reached only by
 * far jumps and skipped by the code around it.  A jump farther than
 * AS_FAR goes to the nearest island on its way instead, whose entry for
 * its label goes on to the next island or, from the last, to the label.
 * Islands hold only entries some jump uses (the verifier refuses code
 * nothing reaches), never split an ld_imm64, and sit between a jump and
 * its target, so inside the same subprogram.  A near jump crosses at
 * most two islands, which leaves it in range while islands are small.
 */
#define AS_ISLE		16384u
#define AS_FAR		(AS_ISLE + 2)

typedef struct as_entry {
	uint32_t ae_isle;	/* island */
	uint32_t ae_label;	/* where the far jump goes */
	uint32_t ae_own;	/* the entry's own label */
	uint32_t ae_to;		/* the next island's entry, or ae_label */
} as_entry_t;

typedef struct as_isles {
	uint32_t *ai_pos;	/* island k goes before old insn ai_pos[k] */
	uint32_t ai_n;
	as_entry_t *ai_ent;
	uint32_t ai_nent, ai_cap;
} as_isles_t;

static int
as_is_far(const dt_as_t *as, uint32_t i)
{
	uint32_t lbl = as->as_jlabel[i];
	int64_t d;

	if (lbl == DT_LBL_NONE || lbl >= as->as_nlabels ||
	    as->as_labels[lbl] == DT_LBL_NONE || as_wide_disp(&as->as_insns[i]))
		return (0);		/* linked as it is, or an error there */
	d = (int64_t)as->as_labels[lbl] - (int64_t)i - 1;
	return (d > (int64_t)AS_FAR || d < -(int64_t)AS_FAR);
}

static int
as_is_ldimm64(const struct bpf_insn *in)
{
	return (in->code == (BPF_LD | BPF_DW | BPF_IMM));
}

/* does control never go on from insn in to the next one? */
static int
as_no_fallthrough(const struct bpf_insn *in)
{
	return (in->code == (BPF_JMP | BPF_JA) ||
	    in->code == (BPF_JMP32 | BPF_JA) ||
	    in->code == (BPF_JMP | BPF_EXIT));
}

/* Island k's entry for label lbl: its own label, or DT_LBL_NONE. */
static uint32_t
as_find(const as_isles_t *ai, uint32_t k, uint32_t lbl)
{
	for (uint32_t j = 0; j < ai->ai_nent; j++)
		if (ai->ai_ent[j].ae_isle == k && ai->ai_ent[j].ae_label == lbl)
			return (ai->ai_ent[j].ae_own);
	return (DT_LBL_NONE);
}

/* Make island k's entry for label lbl; 0, 1 if it was there, -1. */
static int
as_add_entry(dt_as_t *as, as_isles_t *ai, uint32_t k, uint32_t lbl)
{
	as_entry_t *e;

	if (as_find(ai, k, lbl) != DT_LBL_NONE)
		return (1);
	if (ai->ai_nent == ai->ai_cap) {
		uint32_t cap = ai->ai_cap ? ai->ai_cap * 2 : AS_MINCAP;

		if (as_resize((void **)&ai->ai_ent, cap,
		    sizeof (as_entry_t)) != 0) {
			as_fail(as, ENOMEM, "out of memory");
			return (-1);
		}
		ai->ai_cap = cap;
	}
	e = &ai->ai_ent[ai->ai_nent++];
	e->ae_isle = k;
	e->ae_label = lbl;
	e->ae_own = dt_as_label(as);
	return (e->ae_own == DT_LBL_NONE ? -1 : 0);
}

/* is island k between old insn i and label position t (t after the
 * island when going forward, before it going back)? */
static int
as_on_path(const as_isles_t *ai, uint32_t k, uint32_t i, uint32_t t)
{
	uint32_t p = ai->ai_pos[k];

	return (t > i ? (p > i && p <= t) : (p <= i && p > t));
}

/* Send far jump i to the first island on its way, making the entries of
 * every island from there to its label. */
static int
as_route(dt_as_t *as, as_isles_t *ai, uint32_t i)
{
	uint32_t lbl = as->as_jlabel[i], t = as->as_labels[lbl];
	uint32_t first = DT_LBL_NONE;
	int fwd = t > i;

	for (uint32_t k = 0; k < ai->ai_n; k++) {
		uint32_t kk = fwd ? k : ai->ai_n - 1 - k;
		int rc;

		if (!as_on_path(ai, kk, i, t))
			continue;
		if ((rc = as_add_entry(as, ai, kk, lbl)) < 0)
			return (-1);
		if (first == DT_LBL_NONE)
			first = as_find(ai, kk, lbl);
		if (rc == 1)
			break;		/* the rest of the way is there */
	}
	if (first != DT_LBL_NONE)
		as->as_jlabel[i] = first;
	return (0);
}

/* Where island k's entry for lbl (at old position t) jumps: the next
 * island's entry on the way, or the label itself. */
static uint32_t
as_entry_target(const as_isles_t *ai, uint32_t k, uint32_t lbl, uint32_t t)
{
	uint32_t next;

	if (ai->ai_pos[k] <= t) {
		if (k + 1 < ai->ai_n && ai->ai_pos[k + 1] <= t &&
		    (next = as_find(ai, k + 1, lbl)) != DT_LBL_NONE)
			return (next);
	} else if (k > 0 && ai->ai_pos[k - 1] > t &&
	    (next = as_find(ai, k - 1, lbl)) != DT_LBL_NONE) {
		return (next);
	}
	return (lbl);
}

/* Rebuild the instruction list with the islands in it. */
static int
as_insert_isles(dt_as_t *as, as_isles_t *ai, uint32_t nold_labels)
{
	uint32_t n = as->as_n, add = 0, k, j, o, *shift;
	uint32_t *skip;
	dt_as_t na;

	shift = calloc((size_t)ai->ai_n + 1, sizeof (uint32_t));
	skip = calloc((size_t)ai->ai_n + 1, sizeof (uint32_t));
	if (shift == NULL || skip == NULL) {
		free(shift);
		free(skip);
		as_fail(as, ENOMEM, "out of memory");
		return (-1);
	}
	/* shift[k]: instructions inserted by islands before island k */
	for (k = 0; k < ai->ai_n; k++) {
		uint32_t ne = 0;

		for (j = 0; j < ai->ai_nent; j++)
			ne += ai->ai_ent[j].ae_isle == k;
		skip[k] = DT_LBL_NONE;
		if (ne > 0 && !as_no_fallthrough(&as->as_insns[ai->ai_pos[k] - 1]))
			skip[k] = dt_as_label(as);
		shift[k] = add;
		add += ne + (skip[k] != DT_LBL_NONE);
	}
	shift[ai->ai_n] = add;

	/* labels made before the islands move with their instructions */
	for (j = 0; j < nold_labels; j++) {
		uint32_t x = as->as_labels[j];

		if (x == DT_LBL_NONE)
			continue;
		for (k = 0; k < ai->ai_n && ai->ai_pos[k] <= x; k++)
			;
		as->as_labels[j] = x + shift[k];
	}

	dt_as_init(&na);
	if (as_reserve(&na, n + add) != 0) {
		free(shift);
		free(skip);
		as_fail(as, ENOMEM, "out of memory");
		return (-1);
	}
	for (o = 0, k = 0; o <= n; o++) {
		for (; k < ai->ai_n && ai->ai_pos[k] == o; k++) {
			na.as_line = o < n ? as->as_lines[o] : 0;
			if (skip[k] != DT_LBL_NONE)
				as_append(&na, I_JA(), skip[k]);
			for (j = 0; j < ai->ai_nent; j++) {
				as_entry_t *e = &ai->ai_ent[j];

				if (e->ae_isle != k)
					continue;
				as->as_labels[e->ae_own] = na.as_n;
				as_append(&na, I_JA(), e->ae_to);
			}
			if (skip[k] != DT_LBL_NONE)
				as->as_labels[skip[k]] = na.as_n;
		}
		if (o == n)
			break;
		na.as_line = as->as_lines[o];
		as_append(&na, as->as_insns[o], as->as_jlabel[o]);
	}
	free(shift);
	free(skip);
	free(as->as_insns);
	free(as->as_lines);
	free(as->as_jlabel);
	as->as_insns = na.as_insns;
	as->as_lines = na.as_lines;
	as->as_jlabel = na.as_jlabel;
	as->as_n = na.as_n;
	as->as_cap = na.as_cap;
	return (0);
}

/* Give a program with far jumps its islands. */
static int
as_islands(dt_as_t *as)
{
	as_isles_t ai;
	uint32_t i, k, nold = as->as_nlabels;
	int rc = 0;

	for (i = 0; i < as->as_n && !as_is_far(as, i); i++)
		;
	if (i == as->as_n)
		return (0);
	memset(&ai, 0, sizeof (ai));
	ai.ai_pos = calloc(as->as_n / AS_ISLE + 1, sizeof (uint32_t));
	if (ai.ai_pos == NULL) {
		as_fail(as, ENOMEM, "out of memory");
		return (-1);
	}
	/* every AS_ISLE instructions, never between an ld_imm64's halves */
	for (i = 0, k = 1; i < as->as_n; i++) {
		if (i >= k * AS_ISLE) {
			ai.ai_pos[ai.ai_n++] = i;
			k++;
		}
		if (as_is_ldimm64(&as->as_insns[i]))
			i++;
	}
	for (i = 0; i < as->as_n && rc == 0; i++)
		if (as_is_far(as, i))
			rc = as_route(as, &ai, i);
	for (i = 0; i < ai.ai_nent && rc == 0; i++) {
		as_entry_t *e = &ai.ai_ent[i];

		e->ae_to = as_entry_target(&ai, e->ae_isle, e->ae_label,
		    as->as_labels[e->ae_label]);
	}
	if (rc == 0)
		rc = as_insert_isles(as, &ai, nold);
	free(ai.ai_pos);
	free(ai.ai_ent);
	return (rc);
}

int
dt_as_link(dt_as_t *as)
{
	uint32_t i;

	if (as->as_err != 0 || as_islands(as) != 0)
		return (-1);
	for (i = 0; i < as->as_n; i++) {
		if (as->as_jlabel[i] != DT_LBL_NONE && as_link_one(as, i) != 0)
			return (-1);
	}
	return (0);
}
