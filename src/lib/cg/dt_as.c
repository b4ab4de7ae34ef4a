/*
 * dt_as.c -- the eBPF assembler: an instruction list with symbolic labels.
 *
 * Instructions are appended with the current source line (as_line).  Jumps
 * and BPF-to-BPF calls name a label instead of an offset; dt_as_link()
 * turns each label into a relative offset once the whole program is known.
 * Errors are sticky: the first one is kept in as_err/as_errmsg and every
 * later call does nothing.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

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

void
dt_as_emit(dt_as_t *as, struct bpf_insn insn)
{
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

int
dt_as_link(dt_as_t *as)
{
	uint32_t i;

	if (as->as_err != 0)
		return (-1);
	for (i = 0; i < as->as_n; i++) {
		if (as->as_jlabel[i] != DT_LBL_NONE && as_link_one(as, i) != 0)
			return (-1);
	}
	return (0);
}
