/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_type.h -- the type model: what a value is (D's integers and string,
 * pointers, structs, arrays, BTF types, values printed as symbols), as the
 * semantic pass gives it and the code generator, the consumer and the
 * formatters read it.  The operations on types are dt_types.h's.
 */
#ifndef DT_TYPE_H
#define DT_TYPE_H

#include <stdint.h>

/* D types (dt_types.h): D's integers and string, and BTF types */
typedef enum dt_tkind {
	DT_TK_VOID, DT_TK_INT, DT_TK_STRING, DT_TK_PTR,
	DT_TK_SOU,		/* struct or union */
	DT_TK_ARRAY,
	DT_TK_STACK,		/* bytes the consumer turns into symbols (t_sym) */
	DT_TK_FLOAT		/* float, double, long double: declared, stored,
				   copied and printed (%e %f %g), never computed
				   with, as in DTrace */
} dt_tkind_t;

/* values printed as symbols: what stack(), sym() ... return */
typedef enum dt_symkind {
	DT_SYM_NONE,
	DT_SYM_STACK,		/* STACK: kernel pcs, 0-terminated */
	DT_SYM_USTACK,		/* STACK: pid, then user pcs, 0-terminated */
	DT_SYM_SYM,		/* INT: a kernel address, as module`symbol */
	DT_SYM_MOD,		/* INT: a kernel address, as its module */
	DT_SYM_USYM,		/* STACK: pid, a user address, as module`symbol */
	DT_SYM_UMOD,		/* STACK: pid, a user address, as its module */
	DT_SYM_UADDR,		/* STACK: pid, a user address, module`symbol+off */
	/* bt's values that only the consumer can put in words
	 * (dt_btval.c) */
	DT_SYM_BTPROBE,		/* INT: a probe id, as bt names the probe */
	DT_SYM_BTUSER,		/* INT: a uid, as its user name */
	DT_SYM_BTTIME,		/* INT: ns since boot, by the strftime(3)
				   format of string literal t_aux */
	DT_SYM_BTINET,		/* STACK: u64 address family, 16 bytes of
				   address, as inet_ntop(3) writes it */
	DT_SYM_BTBUF,		/* STACK: u64 length, the bytes (buf()) */
	DT_SYM_BTERRNO,		/* INT: an errno value, as strerror(3) says
				   it (strerror()) */
	DT_SYM_BTPTON,		/* STACK: u64 count (4 or 16), the bytes of
				   an address (pton()), as [b,b,...] */
	DT_SYM_BTTUPLE,		/* STACK: a bt tuple, its elements laid out
				   as tuple t_aux of the program says
				   (dt_bttuple_t) */
	DT_SYM_BTMAC,		/* INT: 6 bytes (in memory order) of a MAC
				   address, as AA:BB:CC:DD:EE:FF (macaddr()) */
	DT_SYM_BTCGPATH,	/* INT: a cgroup id (low 48 bits) and 1 + the
				   string literal index of its filter (high
				   16; 0: none, 0xffff: not a literal), as
				   the cgroup's paths (cgroup_path()) */
	DT_SYM_BTSYSCALL,	/* INT: a system call's number, as its name
				   (syscall_name()) */
	DT_SYM_BTENUM		/* INT: a value of enum type t_id, as its
				   enumerator's name (printf's %s) */
} dt_symkind_t;

/* t_aux of a stack: bt's kstack(perf) / ustack(perf) layout */
#define DT_TAUX_PERF	1
/* t_aux of an array of 1-byte integers printed as numbers, not as a
 * string (bt's casts to int8[N], dt_bt_arrcast.c) */
#define DT_TAUX_INTS	2
/* t_aux of a stack: bt's kstack(raw) / ustack(raw), addresses only */
#define DT_TAUX_RAW	4

typedef struct dt_type {
	dt_tkind_t t_kind;
	uint32_t t_size;	/* INT 1/2/4/8, PTR 8, FLOAT 4/8/16, STRING: capacity in bytes,
				   SOU/ARRAY: bytes */
	int t_signed;
	uint32_t t_id;		/* BTF id: see dt_types.h */
	dt_symkind_t t_sym;	/* printed as a symbol or stack */
	uint32_t t_aux;		/* what t_sym needs to know more (DT_TAUX_*,
				   a format) */
	char t_name[64];	/* for messages: "int", "char *", "string" */
} dt_type_t;

#endif
