/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_bt_config.h -- the variables of bt's config block (dt_bt_config.c).
 */
#ifndef DT_BT_CONFIG_H
#define DT_BT_CONFIG_H

#include <stddef.h>

typedef struct dt_bt_config {
	const char *bc_name;	/* the variable's name, in lower case */
	const char *bc_opt;	/* the engine option to set, or NULL */
	char bc_val[64];	/* its value */
	int bc_word;		/* a value of words: which (from 0), or -1 */
	int bc_env;		/* its environment variable is set: the
				   script's value is not used */
} dt_bt_config_t;

/* variable name (any of its spellings) given value (the text of an
 * identifier, number or string): 0 and *out, or -1 and a message in
 * err (bpftrace's words) */
int dt_bt_config(const char *name, const char *value, dt_bt_config_t *out,
    char *err, size_t errlen);

#endif
