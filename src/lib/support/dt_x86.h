/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_x86.h -- where an x86-64 instruction sends control, read from its
 * bytes (its length comes from a disassembler).
 */
#ifndef DT_X86_H
#define DT_X86_H

#include <stddef.h>
#include <stdint.h>

typedef enum dt_x86_flow {
	DT_X86_NEXT,		/* on to the next instruction */
	DT_X86_CALL,		/* a call: on to the next one when it returns */
	DT_X86_JCC,		/* a conditional jump: the target or the next */
	DT_X86_JMP,		/* a direct jump: the target */
	DT_X86_IJMP,		/* an indirect jump: somewhere not known */
	DT_X86_RET,		/* a return */
	DT_X86_STOP		/* no further (hlt, ud2) */
} dt_x86_flow_t;

/* the flow of the instruction of len bytes b at address addr; a direct
 * jump's or call's target in *top */
dt_x86_flow_t dt_x86_flow(const uint8_t *b, size_t len, uint64_t addr,
    uint64_t *top);

#endif
