/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_btval.c -- bt's values that only the consumer can put in words, as
 * bpftrace 0.17 prints them:
 *
 *	probe		its bt name ("tracepoint:syscalls:sys_enter_read")
 *	username	the uid's name from the password database ("" if none)
 *	strftime()	the time, by its format (%f: microseconds)
 *	ntop()		inet_ntop(3) of the address
 *	buf()		the bytes, printable ones as they are, others \xNN
 *	ksym(), usym()	the function's bare name, or the address in hex
 *	macaddr()	the 6 bytes, AA:BB:CC:DD:EE:FF
 *	cgroup_path()	"name:path" of the cgroup in each hierarchy its
 *			filter matches, joined by ","
 *	structs, arrays	"{ .m = 2, .a = [1,2] }" (map keys "{.m=2,.a=[1,2]}"),
 *			char arrays as strings (dt_btval_agg)
 *	kstack, ustack	"\n" then a frame a line, "function+offset" indented;
 *			perf mode: "\t<hex address> function+offset" (and
 *			" (<object path>)" for user frames); raw mode:
 *			"<hex address>"
 */
#include <arpa/inet.h>
#include <ctype.h>
#include <dirent.h>
#include <inttypes.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <time.h>

#include "dt_btval.h"
#include "dt_fmt.h"
#include "dt_impl.h"
#include "dt_symfmt.h"
#include "dt_types.h"

static uint64_t
dt_btval_int(const dt_type_t *t, const void *data)
{
	uint64_t v = 0;

	memcpy(&v, data, t->t_size > 0 && t->t_size < 8 ? t->t_size : 8);
	return v;
}

void
dt_btval_probename(const dt_probe_t *prp, char *buf, size_t len)
{
	const dt_provimpl_t *pi = prp->pr_prov->pv_impl;

	dt_bt_probename(pi->pi_bttype, dt_probe_provname(prp), prp->pr_mod,
	    prp->pr_func, prp->pr_name, pi->pi_probe_path != NULL ?
	    pi->pi_probe_path(prp) : NULL, buf, len);
}

int
dtrace_probe_btname(dtrace_hdl_t *dtp, uint32_t id, char *buf, size_t len)
{
	const dt_probe_t *prp = dt_probe_lookup_id(dtp, id);

	if (prp == NULL)
		return dt_set_errno(dtp, EDT_NOPROBE);
	dt_btval_probename(prp, buf, len);
	return 0;
}

static void
dt_btval_probe(dtrace_hdl_t *dtp, dt_strbuf_t *out, uint64_t id)
{
	int kfunc = (id & DT_BT_FPROBE) == DT_BT_FPROBE;
	const dt_probe_t *prp = dt_probe_lookup_id(dtp, (uint32_t)(kfunc ?
	    id & ~DT_BT_FPROBE : id));
	char name[1200];

	if (prp == NULL)
		return;
	if (kfunc)
		snprintf(name, sizeof(name), "%s:%s:%s", strcmp(prp->pr_name,
		    "return") == 0 ? "kretfunc" : "kfunc", prp->pr_mod,
		    prp->pr_func);
	else
		dt_btval_probename(prp, name, sizeof(name));
	dt_sb_puts(out, name);
}

/* the names of users looked up: each once (a lookup reads /etc/passwd,
 * which a probe on read(2) would see, and so on) */
struct dt_username {
	uint64_t un_uid;
	char *un_name;			/* "" for a uid without a user */
	struct dt_username *un_next;
};

static void
dt_btval_user(dtrace_hdl_t *dtp, dt_strbuf_t *out, uint64_t uid)
{
	struct passwd pw, *res = NULL;
	struct dt_username *u;
	char buf[4096];

	for (u = dtp->dt_users; u != NULL; u = u->un_next)
		if (u->un_uid == uid)
			break;
	if (u == NULL && (u = calloc(1, sizeof(*u))) != NULL) {
		u->un_uid = uid;
		u->un_name = strdup(getpwuid_r((uid_t)uid, &pw, buf,
		    sizeof(buf), &res) == 0 && res != NULL ? res->pw_name :
		    "");
		u->un_next = dtp->dt_users;
		dtp->dt_users = u;
	}
	if (u != NULL && u->un_name != NULL)
		dt_sb_puts(out, u->un_name);
}

void
dt_btval_fini(dtrace_hdl_t *dtp)
{
	struct dt_username *u;

	while ((u = dtp->dt_users) != NULL) {
		dtp->dt_users = u->un_next;
		free(u->un_name);
		free(u);
	}
}

/* strftime(fmt, ns since boot): %f is the microseconds */
static void
dt_btval_time(dtrace_hdl_t *dtp, dt_strbuf_t *out, uint32_t fmtidx,
    uint64_t ns)
{
	const dt_compiled_t *pp = dtp->dt_prog;
	const char *fmt = pp != NULL && (int)fmtidx < pp->p_nstrs ?
	    pp->p_strs[fmtidx] : "";
	uint64_t real = ns + dtp->dt_boot2real;
	time_t sec = (time_t)(real / 1000000000ULL);
	dt_strbuf_t f;
	char buf[1024], us[16];
	struct tm tm;
	size_t n;

	dt_sb_init(&f);
	snprintf(us, sizeof(us), "%06u", (unsigned)(real % 1000000000ULL / 1000));
	for (; *fmt != '\0'; fmt++) {
		if (fmt[0] == '%' && fmt[1] == 'f') {
			dt_sb_puts(&f, us);
			fmt++;
		} else if (fmt[0] == '%' && fmt[1] != '\0') {
			dt_sb_add(&f, fmt, 2);
			fmt++;
		} else
			dt_sb_putc(&f, *fmt);
	}
	if (localtime_r(&sec, &tm) != NULL && f.sb_buf != NULL &&
	    (n = strftime(buf, sizeof(buf), f.sb_buf, &tm)) > 0)
		dt_sb_add(out, buf, n);
	dt_sb_fini(&f);
}

static void
dt_btval_inet(dt_strbuf_t *out, const unsigned char *p)
{
	char buf[INET6_ADDRSTRLEN];
	uint64_t af;

	memcpy(&af, p, 8);
	if (inet_ntop(af == AF_INET6 ? AF_INET6 : AF_INET, p + 8, buf,
	    sizeof(buf)) != NULL)
		dt_sb_puts(out, buf);
}

/* bpftrace's wildcards: '*' any characters, nothing else special; an
 * empty pattern matches nothing */
static int
dt_btval_wild(const char *pat, const char *s)
{
	if (*pat == '\0')
		return *s == '\0';
	if (*pat == '*')
		return dt_btval_wild(pat + 1, s) || (*s != '\0' &&
		    dt_btval_wild(pat, s + 1));
	return *pat == *s && dt_btval_wild(pat + 1, s + 1);
}

/* the path under base (a cgroup hierarchy's mount point) of the
 * directory whose inode number is id, searched depth first in directory
 * order; 0 if there is none */
static int
dt_btval_cgfind(const char *base, const char *dir, uint64_t id,
    dt_strbuf_t *out, int depth)
{
	char path[4096];
	struct dirent *de;
	struct stat st;
	DIR *d;
	int found = 0;

	if (depth > 64 || (d = opendir(dir)) == NULL)
		return 0;
	while (!found && (de = readdir(d)) != NULL) {
		if (strcmp(de->d_name, ".") == 0 ||
		    strcmp(de->d_name, "..") == 0)
			continue;
		if ((size_t)snprintf(path, sizeof(path), "%s/%s", dir,
		    de->d_name) >= sizeof(path) || lstat(path, &st) != 0)
			continue;
		if ((uint64_t)st.st_ino == id) {
			dt_sb_puts(out, path + strlen(base));
			found = 1;
		} else if (S_ISDIR(st.st_mode))
			found = dt_btval_cgfind(base, path, id, out, depth + 1);
	}
	closedir(d);
	return found;
}

typedef struct dt_btcgroot {
	char name[256];
	char path[4096];
} dt_btcgroot_t;

static int
dt_btval_cgcmp(const void *x, const void *y)
{
	const dt_btcgroot_t *a = x, *b = y;

	if (strcmp(a->name, "unified") == 0)
		return strcmp(b->name, "unified") == 0 ? 0 : -1;
	if (strcmp(b->name, "unified") == 0)
		return 1;
	return strcmp(a->name, b->name);
}

/*
 * cgroup_path(): the cgroup hierarchies of /proc/mounts (v1 ones named
 * by their mount point's last component, the v2 one "unified") that the
 * filter matches, unified first then by name, each "name:path" (none
 * for a hierarchy the cgroup is not in)
 */
static void
dt_btval_cgpath(dtrace_hdl_t *dtp, dt_strbuf_t *out, uint64_t v)
{
	const dt_compiled_t *pp = dtp->dt_prog;
	uint64_t id = v & ((1ULL << 48) - 1);
	uint32_t f = (uint32_t)(v >> 48);
	const char *filter = f == 0xffff ? "" : f > 0 && pp != NULL &&
	    (int)f - 1 < pp->p_nstrs ? pp->p_strs[f - 1] : "*";
	dt_btcgroot_t *roots = NULL, *nr;
	char line[8192], dev[64], mnt[4096], *slash;
	size_t n = 0, i, start = out->sb_len;
	dt_strbuf_t p;
	struct stat st;
	FILE *fp;

	if ((fp = fopen("/proc/mounts", "r")) == NULL)
		return;
	while (fgets(line, sizeof(line), fp) != NULL) {
		if (sscanf(line, "%63s %4095s", dev, mnt) != 2 ||
		    (strcmp(dev, "cgroup") != 0 && strcmp(dev, "cgroup2") != 0))
			continue;
		if ((nr = realloc(roots, (n + 1) * sizeof(*roots))) == NULL)
			break;
		roots = nr;
		slash = strrchr(mnt, '/');
		snprintf(roots[n].name, sizeof(roots[n].name), "%.255s",
		    strcmp(dev, "cgroup2") == 0 ? "unified" : slash != NULL ?
		    slash + 1 : mnt);
		snprintf(roots[n].path, sizeof(roots[n].path), "%s", mnt);
		if (dt_btval_wild(filter, roots[n].name))
			n++;
	}
	fclose(fp);
	if (n > 1)
		qsort(roots, n, sizeof(*roots), dt_btval_cgcmp);
	dt_sb_init(&p);
	for (i = 0; i < n; i++) {
		dt_sb_reset(&p);
		if (stat(roots[i].path, &st) == 0 && (uint64_t)st.st_ino == id)
			dt_sb_putc(&p, '/');
		else if (!dt_btval_cgfind(roots[i].path, roots[i].path, id,
		    &p, 0))
			continue;
		dt_sb_printf(out, "%s%s:%s", out->sb_len > start ? "," : "",
		    roots[i].name, p.sb_buf);
	}
	dt_sb_fini(&p);
	free(roots);
}

/* a frame of a stack, or a symbol: "function+offset" (the offset
 * decimal, none for a symbol), the address in hex when nothing is known */
static void
dt_btval_frame(dt_strbuf_t *out, const dt_symframe_t *fr, int offset)
{
	if (fr->sf_found < 2)
		dt_sb_printf(out, "0x%" PRIx64, fr->sf_addr);
	else if (offset)
		dt_sb_printf(out, "%s+%" PRIu64, fr->sf_name, fr->sf_offset);
	else
		dt_sb_puts(out, fr->sf_name);
}

static void
dt_btval_sym(dtrace_hdl_t *dtp, dt_strbuf_t *out, const dt_type_t *t,
    const void *data, int indent)
{
	int stack = t->t_sym == DT_SYM_STACK || t->t_sym == DT_SYM_USTACK;
	int perf = stack && (t->t_aux & DT_TAUX_PERF);
	dt_symframe_t *fr = calloc(DT_MAXFRAMES, sizeof(*fr));
	int n = fr != NULL ? dt_symfmt_frames(dtp, t, data, fr,
	    DT_MAXFRAMES) : 0, i;

	/* an empty stack (a kernel stack at a uprobe) is nothing, as
	 * bpftrace prints a stack it could not get */
	if (stack && n > 0)
		dt_sb_putc(out, '\n');
	for (i = 0; i < n; i++) {
		if (!stack) {
			if ((t->t_sym == DT_SYM_MOD || t->t_sym ==
			    DT_SYM_UMOD) && fr[i].sf_found > 0)
				dt_sb_puts(out, fr[i].sf_module);
			else
				dt_btval_frame(out, &fr[i], t->t_sym ==
				    DT_SYM_UADDR);
			continue;
		}
		if (stack && (t->t_aux & DT_TAUX_RAW)) {
			/* raw: the address alone */
			dt_sb_printf(out, "%" PRIx64, fr[i].sf_addr);
		} else if (perf) {
			dt_sb_printf(out, "\t%" PRIx64 " ", fr[i].sf_addr);
			dt_btval_frame(out, &fr[i], 1);
			if (t->t_sym == DT_SYM_USTACK)
				dt_sb_printf(out, " (%s)", fr[i].sf_path[0] !=
				    '\0' ? fr[i].sf_path : "[unknown]");
		} else {
			dt_sb_printf(out, "%*s", indent, "");
			dt_btval_frame(out, &fr[i], 1);
		}
		dt_sb_putc(out, '\n');
	}
	free(fr);
}

const dt_bttuple_t *
dt_bttuple_of(const dt_compiled_t *pp, const dt_type_t *t)
{
	return &pp->p_bttups[t->t_aux];
}

/* a tuple: "(1, two, (3, 4))" as text, [1,"two",[3,4]] as JSON; a
 * record (bt's args): "{ .a = 1, .b = two }", {"a": 1, "b": "two"} */
static void
dt_btval_tuple(dtrace_hdl_t *dtp, dt_strbuf_t *out, const dt_type_t *t,
    const unsigned char *data, int json)
{
	const dt_compiled_t *pp = dtp->dt_prog;
	const dt_bttuple_t *tu;
	const dt_type_t *et;
	const unsigned char *p;
	uint64_t x;
	int i;

	if (pp == NULL || (int)t->t_aux >= pp->p_nbttups)
		return;
	tu = dt_bttuple_of(pp, t);
	if (tu->tu_names != NULL)	/* a record: as a struct */
		dt_sb_puts(out, json ? "{" : "{ ");
	else
		dt_sb_putc(out, json ? '[' : '(');
	for (i = 0; i < tu->tu_n; i++) {
		et = &tu->tu_types[i];
		p = data + tu->tu_off[i];
		if (i > 0)
			dt_sb_puts(out, json && tu->tu_names == NULL ? "," :
			    ", ");
		if (tu->tu_names != NULL && json) {
			dt_fmt_json_str(out, tu->tu_names[i],
			    strlen(tu->tu_names[i]), 1);
			dt_sb_puts(out, ": ");
		} else if (tu->tu_names != NULL)
			dt_sb_printf(out, ".%s = ", tu->tu_names[i]);
		if (dt_bttuple_is(et)) {
			dt_btval_tuple(dtp, out, et, p, json);
		} else if (et->t_sym != DT_SYM_NONE || dt_btval_isagg(et)) {
			if (json)
				dt_btval_json(dtp, out, et, p, 8);
			else
				dt_btval_text(dtp, out, et, p, 8);
		} else if (et->t_kind == DT_TK_STRING) {
			if (json)
				dt_fmt_json_str(out, (const char *)p,
				    strnlen((const char *)p, et->t_size), 1);
			else
				dt_sb_add(out, (const char *)p,
				    strnlen((const char *)p, et->t_size));
		} else {
			/* a pointer: a signed number, as bpftrace has it */
			x = dt_btval_int(et, p);
			if (et->t_kind == DT_TK_PTR)
				dt_sb_printf(out, "%" PRId64, (int64_t)x);
			else if (et->t_signed) {
				if (et->t_size < 8 && (x >> (et->t_size * 8 -
				    1)) & 1)
					x |= ~0ULL << (et->t_size * 8);
				dt_sb_printf(out, "%" PRId64, (int64_t)x);
			} else
				dt_sb_printf(out, "%" PRIu64, x);
		}
	}
	if (tu->tu_names != NULL)
		dt_sb_puts(out, json ? "}" : " }");
	else
		dt_sb_putc(out, json ? ']' : ')');
}

int
dt_btval_isagg(const dt_type_t *t)
{
	return t->t_sym == DT_SYM_NONE && (t->t_kind == DT_TK_SOU ||
	    t->t_kind == DT_TK_ARRAY);
}

/* a scalar member or element of an aggregate: an integer of its size and
 * sign (a bit-field's bits), a pointer signed (as an address in a key) */
static void
dt_btval_scalar(dt_strbuf_t *out, const dt_type_t *t, const void *data,
    const dt_member_t *m, dt_btagg_t style)
{
	uint32_t n = t->t_size > 0 && t->t_size < 8 ? t->t_size : 8;
	uint64_t x = 0;

	if (m != NULL && m->m_bits != 0) {
		memcpy(&x, data, (m->m_bitoff + m->m_bits + 7) / 8 > 8 ? 8 :
		    (m->m_bitoff + m->m_bits + 7) / 8);
		x >>= m->m_bitoff;
		if (m->m_bits < 64)
			x &= (1ULL << m->m_bits) - 1;
		n = 8;
		if (t->t_signed && m->m_bits < 64 && (x >> (m->m_bits - 1)) & 1)
			x |= ~0ULL << m->m_bits;
	} else {
		memcpy(&x, data, n);
		if (n < 8 && t->t_signed && (x >> (n * 8 - 1)) & 1)
			x |= ~0ULL << (n * 8);
	}
	if (t->t_kind == DT_TK_PTR && style == DT_BTAGG_KEY)
		dt_sb_printf(out, "0x%" PRIx64, x);
	else if (t->t_kind == DT_TK_PTR || t->t_signed)
		dt_sb_printf(out, "%" PRId64, (int64_t)x);
	else
		dt_sb_printf(out, "%" PRIu64, x);
}

void
dt_btval_agg(dtrace_hdl_t *dtp, dt_strbuf_t *out, const dt_type_t *t,
    const void *data, dt_btagg_t style)
{
	const unsigned char *p = data;
	const char *name;
	dt_member_t m;
	dt_type_t et;
	uint32_t i, n;

	if (dt_type_is_chararray(dtp, t) && !(t->t_aux & DT_TAUX_INTS)) {
		/* a string, to its NUL */
		n = (uint32_t)strnlen(data, t->t_size);
		if (style == DT_BTAGG_JSON)
			dt_fmt_json_str(out, data, n, 1);
		else
			dt_sb_add(out, data, n);
		return;
	}
	if (t->t_kind == DT_TK_ARRAY) {
		if (dt_type_deref(dtp, t, &et) != 0 || et.t_size == 0)
			return;
		n = dt_type_nelems(dtp, t);
		dt_sb_putc(out, '[');
		for (i = 0; i < n && (i + 1) * et.t_size <= t->t_size; i++) {
			if (i > 0)
				dt_sb_putc(out, ',');
			dt_btval_agg(dtp, out, &et, p + i * et.t_size, style);
		}
		dt_sb_putc(out, ']');
		return;
	}
	if (t->t_kind != DT_TK_SOU) {
		dt_btval_scalar(out, t, data, NULL, style);
		return;
	}
	dt_sb_puts(out, style == DT_BTAGG_KEY ? "{" : "{ ");
	for (i = 0; dt_type_member_at(dtp, t, (int)i, &name, &m) == 0; i++) {
		if (i > 0)
			dt_sb_puts(out, style == DT_BTAGG_KEY ? "," : ", ");
		if (style == DT_BTAGG_JSON) {
			dt_fmt_json_str(out, name, strlen(name), 1);
			dt_sb_puts(out, ": ");
		} else
			dt_sb_printf(out, style == DT_BTAGG_KEY ? ".%s=" :
			    ".%s = ", name);
		if (m.m_bits != 0)
			dt_btval_scalar(out, &m.m_type, p + m.m_off, &m, style);
		else
			dt_btval_agg(dtp, out, &m.m_type, p + m.m_off, style);
	}
	dt_sb_puts(out, style == DT_BTAGG_KEY ? "}" : " }");
}

void
dt_btval_text(dtrace_hdl_t *dtp, dt_strbuf_t *out, const dt_type_t *t,
    const void *data, int indent)
{
	const char *s;
	uint64_t len;

	switch (t->t_sym) {
	case DT_SYM_BTPROBE:
		dt_btval_probe(dtp, out, dt_btval_int(t, data));
		break;
	case DT_SYM_BTUSER:
		dt_btval_user(dtp, out, dt_btval_int(t, data));
		break;
	case DT_SYM_BTTIME:
		dt_btval_time(dtp, out, t->t_aux, dt_btval_int(t, data));
		break;
	case DT_SYM_BTINET:
		dt_btval_inet(out, data);
		break;
	case DT_SYM_BTERRNO:
		dt_sb_puts(out, strerror((int)dt_btval_int(t, data)));
		break;
	case DT_SYM_BTSYSCALL:
		if ((s = dt_syscall_name(dt_btval_int(t, data))) != NULL)
			dt_sb_puts(out, s);
		else
			dt_sb_printf(out, "%" PRId64, dt_btval_int(t, data));
		break;
	case DT_SYM_BTENUM:	/* (what bpftrace's printf has for a value
				   no enumerator has) */
		s = dt_type_enumname(dtp, t, (uint64_t)dt_btval_int(t, data));
		dt_sb_puts(out, s != NULL ? s : "<unknown enum>");
		break;
	case DT_SYM_BTMAC:
		for (int i = 0; i < 6; i++)
			dt_sb_printf(out, "%s%02X", i > 0 ? ":" : "",
			    ((const unsigned char *)data)[i]);
		break;
	case DT_SYM_BTCGPATH:
		dt_btval_cgpath(dtp, out, dt_btval_int(t, data));
		break;
	case DT_SYM_BTPTON:
		memcpy(&len, data, 8);
		dt_sb_putc(out, '[');
		for (uint64_t i = 0; i < len && i < 16; i++)
			dt_sb_printf(out, "%s%u", i > 0 ? "," : "",
			    ((const unsigned char *)data)[8 + i]);
		dt_sb_putc(out, ']');
		break;
	case DT_SYM_BTBUF:
		memcpy(&len, data, 8);
		if (len > t->t_size - 8)
			len = t->t_size - 8;
		dt_printf_rbuf(out, (const unsigned char *)data + 8, len, 0);
		break;
	case DT_SYM_BTTUPLE:
		dt_btval_tuple(dtp, out, t, data, 0);
		break;
	case DT_SYM_NONE:
		if (dt_btval_isagg(t))
			dt_btval_agg(dtp, out, t, data, DT_BTAGG_TEXT);
		break;
	default:
		dt_btval_sym(dtp, out, t, data, indent);
		break;
	}
}

void
dt_btval_json(dtrace_hdl_t *dtp, dt_strbuf_t *out, const dt_type_t *t,
    const void *data, int indent)
{
	dt_strbuf_t text;

	if (t->t_sym == DT_SYM_BTTUPLE) {
		dt_btval_tuple(dtp, out, t, data, 1);
		return;
	}
	if (dt_btval_isagg(t)) {
		dt_btval_agg(dtp, out, t, data, DT_BTAGG_JSON);
		return;
	}
	dt_sb_init(&text);
	dt_btval_text(dtp, &text, t, data, indent);
	/* bpftrace's JSON has strerror()'s text, pton()'s array,
	 * macaddr()'s and cgroup_path()'s text bare too */
	if (t->t_sym == DT_SYM_BTTIME || t->t_sym == DT_SYM_BTERRNO ||
	    t->t_sym == DT_SYM_BTPTON || t->t_sym == DT_SYM_BTMAC ||
	    t->t_sym == DT_SYM_BTCGPATH)
		dt_sb_add(out, text.sb_buf != NULL ? text.sb_buf : "",
		    text.sb_len);
	else
		dt_fmt_json_str(out, text.sb_buf != NULL ? text.sb_buf : "",
		    text.sb_len, 1);
	dt_sb_fini(&text);
}

/*
 * The other way: the name bt gives a probe of a provider of bt's family
 * bttype (DT_BT_*; what bt's probe built-in prints): tracepoint:G:E,
 * uprobe:PATH:F, uretprobe:PATH:F, usdt:PATH:PROVIDER:NAME, profile:hz:99,
 * interval:s:1, software:EVENT:COUNT, BEGIN, END, test:NAME; other probes
 * by their four fields.  path: the file a user-space probe is in (NULL: mod).
 */
void
dt_bt_probename(int bttype, const char *prov, const char *mod,
    const char *func, const char *name, const char *path, char *buf,
    size_t len)
{
	static const char *const units[] = { "hz", "us", "ms", "ns", "s" };
	size_t pl = strlen(prov), n, i;
	const char *rate, *s;

	/* a uprobe's or USDT probe's file in every process: by the path
	 * that found it, as bpftrace shows it (path: its real path) */
	if (path == NULL || ((bttype == DT_BT_UPROBE ||
	    bttype == DT_BT_USDT) && strchr(mod, '/') != NULL))
		path = mod;
	if (bttype == DT_BT_SPECIAL) {
		/* (the consumer's own events: bt's self probes; test:NAME,
		 * bench:NAME) */
		snprintf(buf, len, "%s%s%s", *mod != '\0' ? mod : strcmp(name,
		    "SIGUSR1") == 0 ? "self:signal" : "", *mod != '\0' ||
		    strcmp(name, "SIGUSR1") == 0 ? ":" : "", name);
		return;
	}
	if (bttype == DT_BT_TRACEPOINT) {
		snprintf(buf, len, "tracepoint:%s:%s", mod, name);
		return;
	}
	if (bttype == DT_BT_UPROBE && strcmp(name, "entry") != 0 &&
	    strcmp(name, "return") != 0) {
		/* an instruction's: FUNC+OFFSET, as bpftrace writes it */
		snprintf(buf, len, "uprobe:%s:%s+%llu", path, func,
		    strtoull(name, NULL, 16));
		return;
	}
	if (bttype == DT_BT_UPROBE) {
		snprintf(buf, len, "%s:%s:%s", strcmp(name, "return") == 0 ?
		    "uretprobe" : "uprobe", path, func);
		return;
	}
	if (bttype == DT_BT_KERNEL && strcmp(name, "entry") != 0 &&
	    strcmp(name, "return") != 0) {
		/* kinst's, an instruction's: kprobe:FUNC+OFFSET */
		snprintf(buf, len, "kprobe:%s+%s", func, name);
		return;
	}
	if (bttype == DT_BT_KERNEL) {
		/* kfunc: and kretfunc: probes are the same fbt probes */
		snprintf(buf, len, "%s:%s", strcmp(name, "return") == 0 ?
		    "kretprobe" : "kprobe", func);
		return;
	}
	if (bttype == DT_BT_SYSCALLS) {
		/* bt's syscalls tracepoints are the engine's syscall probes */
		snprintf(buf, len, "tracepoint:syscalls:sys_%s_%s",
		    strcmp(name, "return") == 0 ? "exit" : "enter", func);
		return;
	}
	if (bttype == DT_BT_PERF && (strcmp(mod, "watchpoint") == 0 ||
	    strcmp(mod, "asyncwatchpoint") == 0) &&
	    (s = strchr(name, '-')) != NULL) {
		/* watchpoint:ADDR:LEN:MODE, the address decimal, as
		 * bpftrace names it; watchpoint:FUNC+argN:LEN:MODE as
		 * watchpoint:PROGRAM:FUNC:LEN:MODE */
		if ((rate = strstr(func, "+arg")) != NULL)
			/* argN shows as bpftrace shows it, an address
			 * after the function, when not 0 */
			snprintf(buf, len, "%s:%s:%.*s%s%s:%.*s:%s", mod,
			    path == mod ? "" : path, (int)(rate - func), func,
			    strcmp(rate + 4, "0") == 0 ? "" : ":",
			    strcmp(rate + 4, "0") == 0 ? "" : rate + 4,
			    (int)(s - name), name, s + 1);
		else
			snprintf(buf, len, "%s:%llu:%.*s:%s", mod,
			    strtoull(func, NULL, 0), (int)(s - name), name,
			    s + 1);
		return;
	}
	if (bttype == DT_BT_PERF) {
		snprintf(buf, len, "%s:%s:%s", mod, func, name);
		return;
	}
	if (bttype == DT_BT_PROFILE && ((rate = strchr(name, '-')) !=
	    NULL)) {
		rate++;
		for (i = 0; i < sizeof(units) / sizeof(units[0]); i++) {
			n = strlen(rate);
			if (n > strlen(units[i]) &&
			    strcmp(rate + n - strlen(units[i]), units[i]) == 0)
				break;
		}
		if (i < sizeof(units) / sizeof(units[0])) {
			snprintf(buf, len, "%s:%s:%.*s",
			    strncmp(name, "tick-", 5) == 0 ? "interval" :
			    "profile", units[i],
			    (int)(strlen(rate) - strlen(units[i])), rate);
			return;
		}
	}
	if (bttype == DT_BT_USDT) {
		/* the provider without its process id; the engine's a-b
		 * is the note's a__b */
		while (pl > 0 && isdigit((unsigned char)prov[pl - 1]))
			pl--;
		n = (size_t)snprintf(buf, len, "usdt:%s:%.*s:", path, (int)pl,
		    prov);
		for (s = name; *s != '\0' && n + 3 < len; s++)
			n += (size_t)snprintf(buf + n, len - n, "%s",
			    *s == '-' ? "__" : (char[2]){ *s, '\0' });
		return;
	}
	snprintf(buf, len, "%s:%s:%s:%s", prov, mod, func, name);
}
