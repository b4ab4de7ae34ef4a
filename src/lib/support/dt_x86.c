/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_x86.c -- where an x86-64 instruction sends control.  Only the bytes
 * are read (prefixes, opcode, the ModRM byte's reg field, a relative
 * displacement), so any disassembler's version will do for the lengths.
 */
#include <string.h>

#include "dt_x86.h"

static int64_t
dt_x86_rel(const uint8_t *b, size_t n)
{
	int32_t d32;

	if (n == 1)
		return (int8_t)b[0];
	memcpy(&d32, b, 4);
	return d32;
}

dt_x86_flow_t
dt_x86_flow(const uint8_t *b, size_t len, uint64_t addr, uint64_t *top)
{
	size_t k = 0;
	uint8_t op;

	*top = 0;
	/* legacy prefixes (bnd, rep, segment, size), then REX */
	while (k < len && (b[k] == 0xf0 || b[k] == 0xf2 || b[k] == 0xf3 ||
	    b[k] == 0x2e || b[k] == 0x36 || b[k] == 0x3e || b[k] == 0x26 ||
	    b[k] == 0x64 || b[k] == 0x65 || b[k] == 0x66 || b[k] == 0x67))
		k++;
	if (k < len && (b[k] & 0xf0) == 0x40)
		k++;
	if (k >= len)
		return DT_X86_NEXT;
	op = b[k];
	switch (op) {
	case 0xc3: case 0xc2: case 0xcb: case 0xca:
		return DT_X86_RET;
	case 0xf4:
		return DT_X86_STOP;
	case 0xe8:		/* call rel32 */
	case 0xe9:		/* jmp rel32 */
	case 0xeb:		/* jmp rel8 */
		if (len - k - 1 != (op == 0xeb ? 1u : 4u))
			return op == 0xe8 ? DT_X86_CALL : DT_X86_IJMP;
		*top = addr + len + (uint64_t)dt_x86_rel(b + k + 1, len - k - 1);
		return op == 0xe8 ? DT_X86_CALL : DT_X86_JMP;
	case 0xe0: case 0xe1: case 0xe2: case 0xe3:	/* loop, jrcxz */
		if (len - k != 2)
			return DT_X86_NEXT;
		*top = addr + len + (uint64_t)dt_x86_rel(b + k + 1, 1);
		return DT_X86_JCC;
	case 0xff:		/* call, jmp through a register or memory */
		if (k + 1 < len) {
			unsigned reg = (b[k + 1] >> 3) & 7;

			if (reg == 2 || reg == 3)
				return DT_X86_CALL;
			if (reg == 4 || reg == 5)
				return DT_X86_IJMP;
		}
		return DT_X86_NEXT;
	case 0x0f:
		if (k + 1 < len && b[k + 1] == 0x0b)	/* ud2 */
			return DT_X86_STOP;
		if (k + 1 < len && (b[k + 1] & 0xf0) == 0x80 &&
		    len - k - 2 == 4) {			/* jcc rel32 */
			*top = addr + len + (uint64_t)dt_x86_rel(b + k + 2, 4);
			return DT_X86_JCC;
		}
		return DT_X86_NEXT;
	default:
		if ((op & 0xf0) == 0x70 && len - k == 2) {	/* jcc rel8 */
			*top = addr + len + (uint64_t)dt_x86_rel(b + k + 1, 1);
			return DT_X86_JCC;
		}
		return DT_X86_NEXT;
	}
}
