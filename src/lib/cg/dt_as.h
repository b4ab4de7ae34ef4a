/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_as.h -- the eBPF assembler: an instruction list with symbolic labels.
 *
 * The code generator appends instructions and jumps to labels; dt_as_link()
 * resolves every label to a relative offset.  Each instruction remembers the
 * source line of the D construct that produced it, so that a verifier
 * rejection can be reported against the script, and dt_dis prints it.
 *
 * Errors are sticky: after an allocation failure every call is a no-op and
 * dt_as_link() returns -1 with as_err set.
 */
#ifndef DT_AS_H
#define DT_AS_H

#include <linux/bpf.h>
#include <stdint.h>
#include <stdio.h>

#define DT_LBL_NONE	UINT32_MAX

typedef struct dt_as {
	struct bpf_insn *as_insns;
	uint32_t *as_lines;	/* source line for each insn (0 = none) */
	uint32_t *as_jlabel;	/* label each jump insn targets, or DT_LBL_NONE */
	uint32_t as_n, as_cap;
	uint32_t *as_labels;	/* label -> insn index, or DT_LBL_NONE while unplaced */
	uint32_t as_nlabels, as_labcap;
	uint32_t as_line;	/* current source line stamped on new insns */
	int as_err;		/* errno of the first failure, or 0 */
	char as_errmsg[128];
} dt_as_t;

void dt_as_init(dt_as_t *as);
void dt_as_fini(dt_as_t *as);

uint32_t dt_as_label(dt_as_t *as);			/* allocate a new label */
void dt_as_place(dt_as_t *as, uint32_t label);		/* label refers to the next insn */
/* append insn; without cpu v4 (dt_as_cpu_v4()), a sign-extending move or
 * load as a move or load and two shifts */
void dt_as_emit(dt_as_t *as, struct bpf_insn insn);
/* the kernel has the cpu v4 instructions (Linux 6.6), asked once; the
 * environment's DTRACE_NO_CPU_V4 (not empty) says to do without them */
int dt_as_cpu_v4(void);
/* a conditional or unconditional jump (BPF_JMP or BPF_JMP32 class in
 * insn.code) whose off field is filled in from 'label' by dt_as_link() */
void dt_as_jump(dt_as_t *as, struct bpf_insn insn, uint32_t label);
/* does an instruction emitted so far jump to 'label'? */
int dt_as_jumped(const dt_as_t *as, uint32_t label);
/* BPF_PSEUDO_CALL to a subprogram starting at 'label' */
void dt_as_call_label(dt_as_t *as, uint32_t label);
/* ld_imm64 of the address of a subprogram starting at 'label'
 * (src = BPF_PSEUDO_FUNC): a callback for bpf_loop() */
void dt_as_ld_func(dt_as_t *as, int reg, uint32_t label);
/* ld_imm64 of a 64-bit constant (two insns) */
void dt_as_ld64(dt_as_t *as, int reg, uint64_t value);
/* ld_imm64 of a map fd (src = BPF_PSEUDO_MAP_FD), two insns */
void dt_as_ld_map(dt_as_t *as, int reg, int map_fd);
/* ld_imm64 of a map value address: BPF_PSEUDO_MAP_VALUE, map fd, offset */
void dt_as_ld_map_value(dt_as_t *as, int reg, int map_fd, uint32_t off);
/* reg = the kernel variable of BTF id (vmlinux's) */
void dt_as_ld_btf_id(dt_as_t *as, int reg, int32_t id);

/* Resolve labels, jumps farther than 16 bits reach going through islands
 * of jumps inserted into the program.  Returns 0, or -1 with
 * as_err/as_errmsg set (unplaced label, out of memory). */
int dt_as_link(dt_as_t *as);

/* Disassemble n instructions in a readable form, one per line, with the
 * instruction index, e.g.
 *	  12: r1 = *(u64 *)(r10 - 8)
 *	  13: if r1 == 0x0 goto +4 <17>
 *	  14: call bpf_map_lookup_elem#1
 * 'lines' may be NULL; otherwise a "; line N" comment is appended whenever
 * the source line changes. */
void dt_dis(FILE *fp, const struct bpf_insn *insns, uint32_t n,
    const uint32_t *lines);
/* Name of a helper function id ("bpf_map_lookup_elem") or NULL. */
const char *dt_dis_helper_name(int id);

/*
 * Instruction constructors (plain encodings of the eBPF ISA).
 */
#define DT_INSN(c, d, s, o, i) \
	((struct bpf_insn){ .code = (c), .dst_reg = (d), .src_reg = (s), .off = (o), .imm = (i) })

#define BPF_REG_CTX	BPF_REG_1
#define BPF_REG_FP	BPF_REG_10

/* 64-bit ALU */
#define I_ALU64_REG(op, d, s)	DT_INSN(BPF_ALU64 | BPF_OP(op) | BPF_X, d, s, 0, 0)
#define I_ALU64_IMM(op, d, i)	DT_INSN(BPF_ALU64 | BPF_OP(op) | BPF_K, d, 0, 0, i)
#define I_ALU32_REG(op, d, s)	DT_INSN(BPF_ALU | BPF_OP(op) | BPF_X, d, s, 0, 0)
#define I_ALU32_IMM(op, d, i)	DT_INSN(BPF_ALU | BPF_OP(op) | BPF_K, d, 0, 0, i)
#define I_MOV64_REG(d, s)	DT_INSN(BPF_ALU64 | BPF_MOV | BPF_X, d, s, 0, 0)
#define I_MOV64_IMM(d, i)	DT_INSN(BPF_ALU64 | BPF_MOV | BPF_K, d, 0, 0, i)
#define I_MOV32_REG(d, s)	DT_INSN(BPF_ALU | BPF_MOV | BPF_X, d, s, 0, 0)
#define I_MOV32_IMM(d, i)	DT_INSN(BPF_ALU | BPF_MOV | BPF_K, d, 0, 0, i)
#define I_NEG64(d)		DT_INSN(BPF_ALU64 | BPF_NEG, d, 0, 0, 0)
/* signed division/modulo (cpu v4: off = 1) */
#define I_SDIV64_REG(d, s)	DT_INSN(BPF_ALU64 | BPF_DIV | BPF_X, d, s, 1, 0)
#define I_SMOD64_REG(d, s)	DT_INSN(BPF_ALU64 | BPF_MOD | BPF_X, d, s, 1, 0)
/* byte swap: BPF_END with BPF_TO_BE (htobe) of 16/32/64 bits */
#define I_BSWAP_BE(d, bits)	DT_INSN(BPF_ALU | BPF_END | BPF_TO_BE, d, 0, 0, bits)
/* sign-extending register move (cpu v4): off = 8, 16 or 32 */
#define I_MOVSX64(d, s, bits)	DT_INSN(BPF_ALU64 | BPF_MOV | BPF_X, d, s, bits, 0)

/* memory: size is BPF_B, BPF_H, BPF_W or BPF_DW */
#define I_LDX(sz, d, s, o)	DT_INSN(BPF_LDX | BPF_MEM | (sz), d, s, o, 0)
#define I_STX(sz, d, s, o)	DT_INSN(BPF_STX | BPF_MEM | (sz), d, s, o, 0)
#define I_ST(sz, d, o, i)	DT_INSN(BPF_ST | BPF_MEM | (sz), d, 0, o, i)
/* sign-extending load (cpu v4) */
#define I_LDXSX(sz, d, s, o)	DT_INSN(BPF_LDX | 0x80 /* BPF_MEMSX */ | (sz), d, s, o, 0)
/* atomic add: *(size *)(d + o) += s  (BPF_W or BPF_DW) */
#define I_XADD(sz, d, s, o)	DT_INSN(BPF_STX | BPF_ATOMIC | (sz), d, s, o, BPF_ADD)

/* compare-and-exchange: if *(size *)(d + o) == R0 then store s; R0 gets
 * the old value (BPF_W or BPF_DW) */
#define I_CMPXCHG(sz, d, s, o)	DT_INSN(BPF_STX | BPF_ATOMIC | (sz), d, s, o, BPF_CMPXCHG)

/* jumps: use with dt_as_jump(); off is filled in by dt_as_link() */
#define I_JA()			DT_INSN(BPF_JMP | BPF_JA, 0, 0, 0, 0)
#define I_JMP_REG(op, d, s)	DT_INSN(BPF_JMP | BPF_OP(op) | BPF_X, d, s, 0, 0)
#define I_JMP_IMM(op, d, i)	DT_INSN(BPF_JMP | BPF_OP(op) | BPF_K, d, 0, 0, i)
#define I_JMP32_IMM(op, d, i)	DT_INSN(BPF_JMP32 | BPF_OP(op) | BPF_K, d, 0, 0, i)

#define I_CALL(helper)		DT_INSN(BPF_JMP | BPF_CALL, 0, 0, 0, helper)
#define I_EXIT()		DT_INSN(BPF_JMP | BPF_EXIT, 0, 0, 0, 0)

#endif
