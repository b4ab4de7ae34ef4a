/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_btparam.c -- positional parameters in bt probe names
 * (uprobe:$1:$2, tracepoint:$1:*): as in bpftrace 0.17, the parser puts
 * each parameter's text as given in the name (dt_bt_pdexpand), nothing
 * for one not given; a uprobe, uretprobe or tracepoint that a parameter
 * not given leaves with an empty part is an error of the
 * semantic pass (dt_sema_btparampd), in bpftrace's words, not a wildcard
 * as an empty part of a D probe description is.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dt_bt_diag.h"
#include "dt_impl.h"
#include "dt_parse_bt.h"
#include "dt_sema_bt.h"

#define BT_MAXPARTS	4

int
dt_bt_pdexpand(const char *text, int argc, char *const *argv, char *out,
    size_t len)
{
	size_t o = 0;
	int n = 0;

	while (*text != '\0' && o + 1 < len) {
		if (*text == '$' && isdigit((unsigned char)text[1])) {
			char *end;
			long i = strtol(text + 1, &end, 10);

			o += (size_t)snprintf(out + o, len - o, "%s",
			    i < argc ? argv[i] : "");
			if (o >= len)
				o = len - 1;
			text = end;
			n++;
			continue;
		}
		out[o++] = *text++;
	}
	out[o] = '\0';
	return n;
}

/* the parts of probe name buf (type:a:b:c), split in place: how many */
static int
bt_pdparts(char *buf, char **parts)
{
	int n = 1;

	parts[0] = buf;
	for (; *buf != '\0' && n < BT_MAXPARTS; buf++) {
		if (*buf == ':') {
			*buf = '\0';
			parts[n++] = buf + 1;
		}
	}
	return n;
}

/* the full name of probe type t (u: uprobe...), or t */
static const char *
bt_ptype(const char *t)
{
	static const struct {
		const char *short_name, *name;
	} types[] = {
		{ "u", "uprobe" }, { "ur", "uretprobe" }, { "t", "tracepoint" },
	};
	size_t i;

	for (i = 0; i < sizeof(types) / sizeof(types[0]); i++)
		if (strcmp(t, types[i].short_name) == 0)
			return types[i].name;
	return t;
}

/* the error of probe name text (parameters put in), written into msg
 * (two messages for a uprobe without its file): how many (0: none) */
static int
bt_pdempty(const char *text, char msg[2][1200])
{
	char buf[1024], *p[BT_MAXPARTS];
	const char *type;
	int n;

	snprintf(buf, sizeof(buf), "%s", text);
	n = bt_pdparts(buf, p);
	type = bt_ptype(p[0]);
	if (strcmp(type, "tracepoint") == 0 && n == 3 && (p[1][0] == '\0' ||
	    p[2][0] == '\0'))
		return snprintf(msg[0], sizeof(msg[0]), "tracepoint not "
		    "found: %s:%s", p[1], p[2]) > 0;
	if ((strcmp(type, "uprobe") != 0 && strcmp(type, "uretprobe") != 0) ||
	    n != 3)
		return 0;
	if (p[1][0] == '\0') {
		snprintf(msg[0], sizeof(msg[0]), "%s should have a target",
		    type);
		snprintf(msg[1], sizeof(msg[1]), "uprobe target file '' does "
		    "not exist or is not executable");
		return 2;
	}
	if (p[2][0] == '\0')
		return snprintf(msg[0], sizeof(msg[0]), "%s should be "
		    "attached to a function and/or address", type) > 0;
	return 0;
}

int
dt_bt_pdbroken(const char *text)
{
	char msg[2][1200];

	return bt_pdempty(text, msg);
}

int
dt_sema_btparampd(dt_sctx_t *sx, const dt_node_t *pd)
{
	char msg[2][1200];
	int n;

	if (pd->dn_left == NULL || pd->dn_left->dn_kind != DT_NODE_STRING)
		return 0;
	n = bt_pdempty(pd->dn_left->dn_string, msg);
	if (n == 0)
		return 0;
	if (n == 2) {
		dt_dnerror(sx->dtp, pd, D_PDESC_INVAL, "%s", msg[0]);
		dt_errkeep(sx->dtp);
	}
	return dt_dnerror(sx->dtp, pd, D_PDESC_INVAL, "%s", msg[n - 1]);
}
