/*
 * dt_btf.c -- member offsets of kernel types, from the kernel's BTF.
 *
 * The kernel's BTF is loaded only when a script needs it (it costs
 * several megabytes), and kept on the handle for the rest of the run.
 */
#include <bpf/btf.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "dt_cg_impl.h"

static struct btf *
dt_btf_load(dtrace_hdl_t *dtp)
{
	if (dtp->dt_btf == NULL)
		dtp->dt_btf = btf__load_vmlinux_btf();
	if (dtp->dt_btf == NULL)
		dt_set_errmsg(dtp, EDT_NOTSUP, "cannot load the kernel's BTF "
		    "(/sys/kernel/btf/vmlinux): %s", strerror(errno));
	return dtp->dt_btf;
}

/* offset in bytes of member 'name' of struct/union type id (recursing
 * into anonymous members); -1 if absent.  *tidp gets the member's type. */
static long
dt_btf_member(const struct btf *btf, __u32 id, const char *name, __u32 *tidp)
{
	const struct btf_type *t = btf__type_by_id(btf, btf__resolve_type(btf, id));
	const struct btf_member *m;
	int i;

	if (t == NULL || (!btf_is_struct(t) && !btf_is_union(t)))
		return -1;
	m = btf_members(t);
	for (i = 0; i < btf_vlen(t); i++, m++) {
		const char *mn = btf__name_by_offset(btf, m->name_off);
		long sub;

		if (mn != NULL && strcmp(mn, name) == 0) {
			*tidp = m->type;
			return (long)(btf_member_bit_offset(t, i) / 8);
		}
		if ((mn == NULL || mn[0] == '\0') &&
		    (sub = dt_btf_member(btf, m->type, name, tidp)) >= 0)
			return (long)(btf_member_bit_offset(t, i) / 8) + sub;
	}
	return -1;
}

int
dt_btf_offset(dtrace_hdl_t *dtp, const char *type, const char *path,
    uint32_t *offp)
{
	struct btf *btf = dt_btf_load(dtp);
	char buf[128], *name, *save = NULL;
	uint32_t off = 0;
	__s32 id;
	__u32 tid;

	if (btf == NULL)
		return -1;
	if ((id = btf__find_by_name_kind(btf, type, BTF_KIND_STRUCT)) < 0)
		return dt_set_errmsg(dtp, EDT_NOTSUP, "kernel type struct %s "
		    "not found in BTF", type);
	tid = (__u32)id;
	snprintf(buf, sizeof(buf), "%s", path);
	for (name = strtok_r(buf, ".", &save); name != NULL;
	    name = strtok_r(NULL, ".", &save)) {
		long o = dt_btf_member(btf, tid, name, &tid);

		if (o < 0)
			return dt_set_errmsg(dtp, EDT_NOTSUP, "struct %s has no "
			    "member %s in this kernel's BTF", type, path);
		off += (uint32_t)o;
	}
	*offp = off;
	return 0;
}

void
dt_btf_close(dtrace_hdl_t *dtp)
{
	btf__free(dtp->dt_btf);
	dtp->dt_btf = NULL;
}
