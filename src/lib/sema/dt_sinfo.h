/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_sinfo.h -- what the semantic pass learns about each expression node
 * of the syntax tree (dn_sema): its type, what it is (a value, a
 * variable, a built-in, memory at an address), which the code generator
 * reads.  The contract between sema and cg on the tree; the program's own
 * layout is dt_program.h's.
 */
#ifndef DT_SINFO_H
#define DT_SINFO_H

#include "dt_ast.h"
#include "dt_program.h"

/* what the semantic pass learnt about an expression node (dn_sema) */
typedef enum dt_sikind {
	DT_SI_VALUE,		/* an rvalue: literal, arithmetic, call result */
	DT_SI_VAR,		/* a variable (si_var) */
	DT_SI_BUILTIN,		/* a built-in variable (si_bi) */
	DT_SI_ARG,		/* args[N] of the probe: si_int = N */
	DT_SI_MEM		/* memory: e->m, e.m, e[i], *e (see si_mem) */
} dt_sikind_t;

/*
 * DT_SI_MEM: the object's address is the value of dn_left (a pointer, or
 * the address of a struct, union or array) + m_off (+ dn_right * m_scale
 * for e[i]).  A scalar is read from there; a struct, union or array
 * stays an address; a char array read as a string (m_strlen > 0) is
 * copied as one of at most m_strlen bytes with its NUL.
 */
typedef struct dt_meminfo {
	uint32_t m_off;
	uint32_t m_scale;	/* e[i]: the element size; also p + i, p - i,
				   p - q (not DT_SI_MEM): what i counts in */
	uint32_t m_bitoff, m_bits;	/* bitfield */
	uint32_t m_strlen;
	uint32_t m_dvar;	/* in a D variable (a struct, union or array
				   one, global or clause-local): writable,
				   indexes checked at run time */
	uint32_t m_nelems;	/* e[i] of an array: its elements */
	uint32_t m_bytes;	/* a char array read as a string: its size */
} dt_meminfo_t;

struct dt_builtin;
struct dt_func;

typedef struct dt_sinfo {
	dt_type_t si_type;
	dt_sikind_t si_kind;
	dt_var_t *si_var;
	const struct dt_builtin *si_bi;
	const struct dt_func *si_fn;
	dt_agg_t *si_agg;
	dt_action_t *si_act;
	int si_str;		/* string literal index, or -1 */
	int64_t si_int;		/* constant value, when si_const */
	int si_const;
	dt_meminfo_t si_mem;	/* DT_SI_MEM */
	int si_keeparray;	/* a char array here stays an array (&, [], sizeof) */
	struct dt_sinfo *si_link;
} dt_sinfo_t;

/* the type the semantic pass gave node dnp (NULL: none yet) */
static inline const dt_type_t *
dt_node_type(const dt_node_t *dnp)
{
	const dt_sinfo_t *si = dnp->dn_sema;

	return si != NULL ? &si->si_type : NULL;
}

#endif
