/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_bt_import.h -- the files a bt program's `import "NAME";` reads
 * (dt_bt_import.c).
 */
#ifndef DT_BT_IMPORT_H
#define DT_BT_IMPORT_H

#include <stddef.h>

/*
 * The .bt files import NAME reads, as bpftrace (0.24 and later) finds
 * them: NAME under the directory of the program's file progfile (the
 * current one for -e, "stdin"), then under each of the ndirs directories
 * dirs (-I); the first that exists is it.  Returns their number (their
 * paths in *pathsp, malloc'd with the array), or -1 and a message in err.
 */
int dt_bt_import_find(const char *name, const char *progfile,
    const char *const *dirs, int ndirs, char ***pathsp, char *err,
    size_t errlen);

/* the text of file path (malloc'd, NUL-terminated), its length in
 * *lenp; NULL and a message in err */
char *dt_bt_import_read(const char *path, size_t *lenp, char *err,
    size_t errlen);

void dt_bt_import_free(char **paths);

#endif
