/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_btdwarf.h -- bt's uprobe args->: a function's parameters from DWARF
 */
#ifndef DT_BTDWARF_H
#define DT_BTDWARF_H

#include "dtrace.h"
#include "dt_error.h"
#include "dt_lang.h"

/*
 * The parameters of function func in the object at path, from its DWARF:
 * at most max, each name and type name (malloc'd) into names[i] and
 * types[i] ("int32_t", "char *", "struct point *"; a struct a parameter
 * points to is defined in the handle's types).  Their number, or -1 when
 * the object has no DWARF for func.
 */
int dt_btdwarf_args(dtrace_hdl_t *dtp, const char *path, const char *func,
    char **names, char **types, int max);


/*
 * bt's -lv of uprobes: the parameters of each function the DWARF of the
 * object at path defines, as bpftrace 0.17 lists them, "    TYPE NAME\n"
 * each (malloc'd text, "" for none) into the place slot gives, the type
 * as bpftrace writes it ("const char*", "struct point*"; what it does not
 * know is "<unknown type>").  Nothing without DWARF.
 */
void dt_btdwarf_params(const char *path, dt_uparams_slot_f *slot,
    void *arg);

#endif
