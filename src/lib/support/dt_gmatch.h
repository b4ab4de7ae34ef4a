/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_gmatch.h -- shell-style glob matching.
 */
#ifndef DT_GMATCH_H
#define DT_GMATCH_H

/* does s match pattern, a glob as DTrace matches probe fields: * ? [set]
 * [!set] and \ (an empty or NULL pattern matches all)? */
int dt_gmatch(const char *s, const char *pattern);

#endif
