/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_prov_audit.c -- the audit provider: audit:::TYPE, one probe per type
 * of the kernel's audit records (FreeBSD's audit(4) provider, on Linux's
 * audit).
 *
 * The records come from the kernel's audit netlink socket, read without
 * disturbing the audit daemon (dt_audit_nl.c): which records the kernel
 * writes is the business of its audit rules (auditctl), the user's.  Each
 * record fires its own probe: an event (one system call, say) writes
 * several records (SYSCALL, EXECVE, CWD, PATH..., PROCTITLE, EOE), all
 * with the same serial and time, which are args[0] and args[1] of every
 * probe.  The fields the table names for a type follow; a type without
 * named fields has the record's text as args[2].
 *
 * Each enabled probe is its own site, a program the consumer runs
 * (BPF_PROG_TEST_RUN, like tick-N) for each record of its type, with the
 * arguments in the context: numbers, and strings as addresses in the
 * consumer's memory.  pid, execname, uid and the like are thus dtrace's
 * own; the record's are among its arguments.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <linux/audit.h>

#include "dt_audit_nl.h"
#include "dt_cg.h"
#include "dt_error.h"
#include "dt_impl.h"
#include "dt_provider.h"

#define DT_NELEM(a)	(sizeof(a) / sizeof((a)[0]))
#define DT_AUDIT_NCOMMON 2	/* serial, time */
#define DT_AUDIT_STRLEN	4096	/* room for one string argument */

typedef struct dt_afield {
	const char *af_name;		/* the record's field, and the
					   argument's name */
	const char *af_type;		/* its type in D */
	int af_kind;			/* DT_AF_* */
} dt_afield_t;

typedef struct dt_aschema {
	const dt_afield_t *as_fields;
	int as_nfields;
} dt_aschema_t;

#define DT_ASCHEMA(a)	{ a, (int)DT_NELEM(a) }

static const dt_afield_t dt_audit_common[DT_AUDIT_NCOMMON] = {
	{ "serial", "uint64_t", DT_AF_DEC },
	{ "time", "uint64_t", DT_AF_DEC },
};

/* SYSCALL: success= is exit= outside -4095..-1 (the kernel's rule) */
static const dt_afield_t dt_audit_syscall[] = {
	{ "syscall", "int", DT_AF_DEC },
	{ "exit", "int64_t", DT_AF_DEC },
	{ "pid", "pid_t", DT_AF_DEC },
	{ "uid", "uid_t", DT_AF_DEC },
	{ "auid", "uid_t", DT_AF_DEC },
	{ "comm", "string", DT_AF_STR },
	{ "exe", "string", DT_AF_STR },
	{ "key", "string", DT_AF_STR },
};

static const dt_afield_t dt_audit_execve[] = {
	{ "argc", "int", DT_AF_DEC },
	{ "args", "string", DT_AF_ARGV },
	{ "a0", "string", DT_AF_STR },
	{ "a1", "string", DT_AF_STR },
	{ "a2", "string", DT_AF_STR },
	{ "a3", "string", DT_AF_STR },
	{ "a4", "string", DT_AF_STR },
	{ "a5", "string", DT_AF_STR },
};

static const dt_afield_t dt_audit_path[] = {
	{ "item", "int", DT_AF_DEC },
	{ "name", "string", DT_AF_STR },
	{ "nametype", "string", DT_AF_WORD },
	{ "inode", "uint64_t", DT_AF_DEC },
	{ "mode", "mode_t", DT_AF_OCT },
	{ "ouid", "uid_t", DT_AF_DEC },
	{ "ogid", "gid_t", DT_AF_DEC },
	{ "dev", "string", DT_AF_WORD },
};

static const dt_afield_t dt_audit_cwd[] = {
	{ "cwd", "string", DT_AF_STR },
};

static const dt_afield_t dt_audit_proctitle[] = {
	{ "proctitle", "string", DT_AF_STR },
};

static const dt_afield_t dt_audit_config[] = {
	{ "auid", "uid_t", DT_AF_DEC },
	{ "ses", "uint32_t", DT_AF_DEC },
	{ "op", "string", DT_AF_WORD },
	{ "key", "string", DT_AF_STR },
	{ "list", "int", DT_AF_DEC },
	{ "res", "int", DT_AF_DEC },
	{ "text", "string", DT_AF_TEXT },
};

static const dt_afield_t dt_audit_login[] = {
	{ "pid", "pid_t", DT_AF_DEC },
	{ "uid", "uid_t", DT_AF_DEC },
	{ "old-auid", "uid_t", DT_AF_DEC },
	{ "auid", "uid_t", DT_AF_DEC },
	{ "old-ses", "uint32_t", DT_AF_DEC },
	{ "ses", "uint32_t", DT_AF_DEC },
	{ "res", "int", DT_AF_DEC },
};

/* messages from user space (PAM, sshd, auditctl ...): who sent it, then
 * what its msg='...' says */
static const dt_afield_t dt_audit_user[] = {
	{ "pid", "pid_t", DT_AF_DEC },
	{ "uid", "uid_t", DT_AF_DEC },
	{ "auid", "uid_t", DT_AF_DEC },
	{ "ses", "uint32_t", DT_AF_DEC },
	{ "op", "string", DT_AF_WORD },
	{ "exe", "string", DT_AF_STR },
	{ "res", "string", DT_AF_WORD },
	{ "msg", "string", DT_AF_WORD },
};

static const dt_afield_t dt_audit_other[] = {
	{ "text", "string", DT_AF_TEXT },
};

static const dt_aschema_t dt_as_syscall = DT_ASCHEMA(dt_audit_syscall),
    dt_as_execve = DT_ASCHEMA(dt_audit_execve),
    dt_as_path = DT_ASCHEMA(dt_audit_path),
    dt_as_cwd = DT_ASCHEMA(dt_audit_cwd),
    dt_as_proctitle = DT_ASCHEMA(dt_audit_proctitle),
    dt_as_config = DT_ASCHEMA(dt_audit_config),
    dt_as_login = DT_ASCHEMA(dt_audit_login),
    dt_as_user = DT_ASCHEMA(dt_audit_user),
    dt_as_other = DT_ASCHEMA(dt_audit_other);

/* the record types the kernel sends (<linux/audit.h>, and the messages of
 * user space that libaudit names), spelled as auditd and ausearch spell
 * them */
static const struct {
	int at_type;
	const char *at_name;
	const dt_aschema_t *at_schema;
} dt_audit_types[] = {
	{ 1005, "USER", &dt_as_user },
	{ 1006, "LOGIN", &dt_as_login },
	{ 1100, "USER_AUTH", &dt_as_user },
	{ 1101, "USER_ACCT", &dt_as_user },
	{ 1102, "USER_MGMT", &dt_as_user },
	{ 1103, "CRED_ACQ", &dt_as_user },
	{ 1104, "CRED_DISP", &dt_as_user },
	{ 1105, "USER_START", &dt_as_user },
	{ 1106, "USER_END", &dt_as_user },
	{ 1107, "USER_AVC", &dt_as_user },
	{ 1108, "USER_CHAUTHTOK", &dt_as_user },
	{ 1109, "USER_ERR", &dt_as_user },
	{ 1110, "CRED_REFR", &dt_as_user },
	{ 1111, "USYS_CONFIG", &dt_as_user },
	{ 1112, "USER_LOGIN", &dt_as_user },
	{ 1113, "USER_LOGOUT", &dt_as_user },
	{ 1114, "ADD_USER", &dt_as_user },
	{ 1115, "DEL_USER", &dt_as_user },
	{ 1116, "ADD_GROUP", &dt_as_user },
	{ 1117, "DEL_GROUP", &dt_as_user },
	{ 1118, "DAC_CHECK", &dt_as_user },
	{ 1119, "CHGRP_ID", &dt_as_user },
	{ 1120, "TEST", &dt_as_user },
	{ 1121, "TRUSTED_APP", &dt_as_user },
	{ 1122, "USER_SELINUX_ERR", &dt_as_user },
	{ 1123, "USER_CMD", &dt_as_user },
	{ 1124, "USER_TTY", &dt_as_user },
	{ 1125, "CHUSER_ID", &dt_as_user },
	{ 1126, "GRP_AUTH", &dt_as_user },
	{ 1127, "SYSTEM_BOOT", &dt_as_user },
	{ 1128, "SYSTEM_SHUTDOWN", &dt_as_user },
	{ 1129, "SYSTEM_RUNLEVEL", &dt_as_user },
	{ 1130, "SERVICE_START", &dt_as_user },
	{ 1131, "SERVICE_STOP", &dt_as_user },
	{ 1132, "GRP_MGMT", &dt_as_user },
	{ 1133, "GRP_CHAUTHTOK", &dt_as_user },
	{ 1134, "MAC_CHECK", &dt_as_user },
	{ 1135, "ACCT_LOCK", &dt_as_user },
	{ 1136, "ACCT_UNLOCK", &dt_as_user },
	{ 1137, "USER_DEVICE", &dt_as_user },
	{ 1138, "SOFTWARE_UPDATE", &dt_as_user },
	{ 1300, "SYSCALL", &dt_as_syscall },
	{ 1302, "PATH", &dt_as_path },
	{ 1303, "IPC", &dt_as_other },
	{ 1304, "SOCKETCALL", &dt_as_other },
	{ 1305, "CONFIG_CHANGE", &dt_as_config },
	{ 1306, "SOCKADDR", &dt_as_other },
	{ 1307, "CWD", &dt_as_cwd },
	{ 1309, "EXECVE", &dt_as_execve },
	{ 1311, "IPC_SET_PERM", &dt_as_other },
	{ 1312, "MQ_OPEN", &dt_as_other },
	{ 1313, "MQ_SENDRECV", &dt_as_other },
	{ 1314, "MQ_NOTIFY", &dt_as_other },
	{ 1315, "MQ_GETSETATTR", &dt_as_other },
	{ 1316, "KERNEL_OTHER", &dt_as_other },
	{ 1317, "FD_PAIR", &dt_as_other },
	{ 1318, "OBJ_PID", &dt_as_other },
	{ 1319, "TTY", &dt_as_other },
	{ 1320, "EOE", &dt_as_other },
	{ 1321, "BPRM_FCAPS", &dt_as_other },
	{ 1322, "CAPSET", &dt_as_other },
	{ 1323, "MMAP", &dt_as_other },
	{ 1324, "NETFILTER_PKT", &dt_as_other },
	{ 1325, "NETFILTER_CFG", &dt_as_other },
	{ 1326, "SECCOMP", &dt_as_other },
	{ 1327, "PROCTITLE", &dt_as_proctitle },
	{ 1328, "FEATURE_CHANGE", &dt_as_other },
	{ 1329, "REPLACE", &dt_as_other },
	{ 1330, "KERN_MODULE", &dt_as_other },
	{ 1331, "FANOTIFY", &dt_as_other },
	{ 1332, "TIME_INJOFFSET", &dt_as_other },
	{ 1333, "TIME_ADJNTPVAL", &dt_as_other },
	{ 1334, "BPF", &dt_as_other },
	{ 1335, "EVENT_LISTENER", &dt_as_other },
	{ 1336, "URINGOP", &dt_as_other },
	{ 1337, "OPENAT2", &dt_as_other },
	{ 1338, "DM_CTRL", &dt_as_other },
	{ 1339, "DM_EVENT", &dt_as_other },
	{ 1400, "AVC", &dt_as_other },
	{ 1401, "SELINUX_ERR", &dt_as_other },
	{ 1402, "AVC_PATH", &dt_as_other },
	{ 1403, "MAC_POLICY_LOAD", &dt_as_other },
	{ 1404, "MAC_STATUS", &dt_as_other },
	{ 1405, "MAC_CONFIG_CHANGE", &dt_as_other },
	{ 1406, "MAC_UNLBL_ALLOW", &dt_as_other },
	{ 1407, "MAC_CIPSOV4_ADD", &dt_as_other },
	{ 1408, "MAC_CIPSOV4_DEL", &dt_as_other },
	{ 1409, "MAC_MAP_ADD", &dt_as_other },
	{ 1410, "MAC_MAP_DEL", &dt_as_other },
	{ 1411, "MAC_IPSEC_ADDSA", &dt_as_other },
	{ 1412, "MAC_IPSEC_DELSA", &dt_as_other },
	{ 1413, "MAC_IPSEC_ADDSPD", &dt_as_other },
	{ 1414, "MAC_IPSEC_DELSPD", &dt_as_other },
	{ 1415, "MAC_IPSEC_EVENT", &dt_as_other },
	{ 1416, "MAC_UNLBL_STCADD", &dt_as_other },
	{ 1417, "MAC_UNLBL_STCDEL", &dt_as_other },
	{ 1418, "MAC_CALIPSO_ADD", &dt_as_other },
	{ 1419, "MAC_CALIPSO_DEL", &dt_as_other },
	{ 1700, "ANOM_PROMISCUOUS", &dt_as_other },
	{ 1701, "ANOM_ABEND", &dt_as_other },
	{ 1702, "ANOM_LINK", &dt_as_other },
	{ 1703, "ANOM_CREAT", &dt_as_other },
	{ 1800, "INTEGRITY_DATA", &dt_as_other },
	{ 1801, "INTEGRITY_METADATA", &dt_as_other },
	{ 1802, "INTEGRITY_STATUS", &dt_as_other },
	{ 1803, "INTEGRITY_HASH", &dt_as_other },
	{ 1804, "INTEGRITY_PCR", &dt_as_other },
	{ 1805, "INTEGRITY_RULE", &dt_as_other },
	{ 1806, "INTEGRITY_EVM_XATTR", &dt_as_other },
	{ 1807, "INTEGRITY_POLICY_RULE", &dt_as_other },
	{ 2000, "KERNEL", &dt_as_other },
};

/* what the provider keeps while probes are enabled */
typedef struct dt_audit_state {
	int au_fd;			/* the readlog socket, or -1 */
	int au_nsites;
	struct {
		int type;		/* the record type */
		size_t row;		/* its row of dt_audit_types */
		int prog;
	} au_sites[DT_NELEM(dt_audit_types)];
	uint64_t au_lost;		/* records the kernel dropped */
	char au_text[DT_AUDIT_MSGMAX];
	char au_str[DT_MAXARGS][DT_AUDIT_STRLEN];
} dt_audit_state_t;

static int
dt_audit_populate(dtrace_hdl_t *dtp, dt_provider_t *pvp)
{
	size_t i;

	for (i = 0; i < DT_NELEM(dt_audit_types); i++)
		if (dt_probe_insert(dtp, pvp, "", "", dt_audit_types[i].at_name,
		    i) == NULL)
			return -1;
	return 0;
}

static int
dt_audit_probe_info(dtrace_hdl_t *dtp, dt_probe_t *prp)
{
	const dt_aschema_t *as = dt_audit_types[prp->pr_data].at_schema;
	int i, n = DT_AUDIT_NCOMMON + as->as_nfields;

	for (i = 0; i < n; i++) {
		const dt_afield_t *af = i < DT_AUDIT_NCOMMON ?
		    &dt_audit_common[i] : &as->as_fields[i - DT_AUDIT_NCOMMON];

		if ((prp->pr_argtypes[i] = strdup(af->af_type)) == NULL ||
		    (prp->pr_argnames[i] = strdup(af->af_name)) == NULL)
			return dt_set_errno(dtp, EDT_NOMEM);
		if (strcmp(af->af_type, "string") == 0)
			prp->pr_ustr |= 1 << i;
	}
	prp->pr_nargs = n;
	return 0;
}

static enum bpf_prog_type
dt_audit_site_key(const dt_probe_t *prp, char *key, size_t keylen)
{
	snprintf(key, keylen, "%s", prp->pr_name);
	return BPF_PROG_TYPE_RAW_TRACEPOINT;
}

/* the arguments are the test run's context, a u64 ctx[DT_MAXARGS] */
static int
dt_audit_prologue(dt_cg_t *cg, dt_site_t *sp)
{
	dt_as_t *as = &cg->cg_as;
	int i;

	if (sp->s_nprobes < 1)
		return -1;
	dt_as_emit(as, I_ST(BPF_W, BPF_REG_9, DCTX_PRID,
	    (int32_t)sp->s_probes[0]->pr_id));
	for (i = 0; i < DT_MAXARGS; i++) {
		dt_as_emit(as, I_LDX(BPF_DW, BPF_REG_0, BPF_REG_6, i * 8));
		dt_as_emit(as, I_STX(BPF_DW, BPF_REG_9, BPF_REG_0,
		    DCTX_ARGS + i * 8));
	}
	return 0;
}

/* one record: the context of its probe's program, run */
static void
dt_audit_fire(dt_audit_state_t *st, int prog, size_t t, const char *text)
{
	const dt_aschema_t *as = dt_audit_types[t].at_schema;
	uint64_t ctx[DT_MAXARGS] = { 0 };
	const char *body;
	int64_t num;
	int i;

	/* args[0] is the serial, args[1] the time */
	if (dt_audit_header(text, &ctx[1], &ctx[0], &body) != 0)
		return;
	for (i = 0; i < as->as_nfields && i + DT_AUDIT_NCOMMON < DT_MAXARGS;
	    i++) {
		const dt_afield_t *af = &as->as_fields[i];
		char *buf = st->au_str[i];

		if (af->af_kind == DT_AF_DEC || af->af_kind == DT_AF_OCT) {
			dt_audit_field(body, af->af_name, af->af_kind, NULL, 0,
			    &num);
			ctx[i + DT_AUDIT_NCOMMON] = (uint64_t)num;
		} else {
			dt_audit_field(body, af->af_name, af->af_kind, buf,
			    DT_AUDIT_STRLEN, NULL);
			ctx[i + DT_AUDIT_NCOMMON] = (uint64_t)(uintptr_t)buf;
		}
	}
	(void)dt_consumer_run(prog, ctx, sizeof(ctx));
}

/* the socket is readable: the records waiting, each to its probe; at
 * most DT_AUDIT_BATCH at a time, so that a flood of records does not keep
 * the consumer from its buffer (the socket stays readable: the rest are
 * read on the next turn of its loop) */
#define DT_AUDIT_BATCH	4096

static void
dt_audit_ready(dtrace_hdl_t *dtp, void *arg)
{
	dt_audit_state_t *st = arg;
	int i, n, type, left = DT_AUDIT_BATCH;

	while (left-- > 0 && (n = dt_audit_recv(st->au_fd, st->au_text,
	    sizeof(st->au_text), &type)) != 0) {
		if (n < 0) {
			if (errno != ENOBUFS)
				return;
			if (st->au_lost++ == 0)
				dt_consumer_warn(dtp, "audit: the kernel "
				    "dropped records dtrace was too slow to "
				    "read");
			continue;
		}
		for (i = 0; i < st->au_nsites; i++) {
			if (st->au_sites[i].type == type)
				dt_audit_fire(st, st->au_sites[i].prog,
				    st->au_sites[i].row, st->au_text);
		}
	}
}

/* said once when tracing starts: why no record may come */
static void
dt_audit_why_none(dtrace_hdl_t *dtp)
{
	int enabled, nrules;

	if (dt_audit_enabled(&enabled) == 0 && enabled == 0)
		dt_consumer_warn(dtp, "audit: auditing is disabled "
		    "(auditctl -s: enabled 0): the kernel writes no audit "
		    "records");
	else if (dt_audit_nrules(&nrules) == 0 && nrules == 0)
		dt_consumer_warn(dtp, "audit: no audit rules are loaded "
		    "(auditctl -l): the kernel writes no SYSCALL, EXECVE, PATH "
		    "... records");
}

static int
dt_audit_attach(dtrace_hdl_t *dtp, dt_site_t *sp)
{
	dt_provider_t *pvp;
	dt_audit_state_t *st;

	if (sp->s_nprobes < 1)
		return dt_set_errmsg(dtp, EINVAL, "no probe at site %s",
		    sp->s_key);
	pvp = sp->s_probes[0]->pr_prov;
	if (pvp->pv_data == NULL) {
		if ((pvp->pv_data = calloc(1, sizeof(*st))) == NULL)
			return dt_set_errno(dtp, EDT_NOMEM);
		((dt_audit_state_t *)pvp->pv_data)->au_fd = -1;
	}
	st = pvp->pv_data;
	if (st->au_fd < 0) {
		if ((st->au_fd = dt_audit_open()) < 0)
			return dt_set_errmsg(dtp, EDT_BPF, "audit: cannot read "
			    "the kernel's audit records (netlink audit socket, "
			    "group readlog): %s", strerror(errno));
		if (dt_consumer_add_source(dtp, st->au_fd, dt_audit_ready,
		    st) != 0) {
			close(st->au_fd);
			st->au_fd = -1;
			return -1;
		}
		st->au_lost = 0;
		dt_audit_why_none(dtp);
	}
	st->au_sites[st->au_nsites].row = sp->s_probes[0]->pr_data;
	st->au_sites[st->au_nsites].type =
	    dt_audit_types[sp->s_probes[0]->pr_data].at_type;
	st->au_sites[st->au_nsites].prog = sp->s_prog_fd;
	st->au_nsites++;
	sp->s_data = st;
	return 0;
}

static void
dt_audit_detach(dtrace_hdl_t *dtp, dt_site_t *sp)
{
	dt_audit_state_t *st = sp->s_data;
	int i;

	if (st == NULL)
		return;
	for (i = 0; i < st->au_nsites; i++) {
		if (st->au_sites[i].prog != sp->s_prog_fd)
			continue;
		st->au_sites[i] = st->au_sites[--st->au_nsites];
		break;
	}
	if (st->au_nsites == 0 && st->au_fd >= 0) {
		dt_consumer_del_source(dtp, st->au_fd);
		close(st->au_fd);
		st->au_fd = -1;
	}
	sp->s_data = NULL;
}

static int
dt_audit_in_consumer(const dt_site_t *sp)
{
	(void)sp;
	return 1;
}

static int
dt_audit_argspace(const dt_probe_t *prp)
{
	(void)prp;
	return DT_ARGS_USER;
}

const dt_provimpl_t dt_prov_audit = {
	.pi_name = "audit",
	.pi_attr = { "Evolving", "Evolving", "Common",
	    "Evolving", "Evolving", "Common" },
	.pi_populate = dt_audit_populate,
	.pi_probe_info = dt_audit_probe_info,
	.pi_site_key = dt_audit_site_key,
	.pi_prologue = dt_audit_prologue,
	.pi_attach = dt_audit_attach,
	.pi_detach = dt_audit_detach,
	.pi_in_consumer = dt_audit_in_consumer,
	.pi_argspace = dt_audit_argspace,
};
