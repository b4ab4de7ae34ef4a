/* SPDX-License-Identifier: Apache-2.0 */
/*
 * test_audit.c -- unit tests of the audit provider's reading of record
 * text (dt_audit_rec.c): the header, quoted and hex-encoded strings,
 * numbers, octal modes, EXECVE's arguments (whole and in pieces), user
 * space messages' msg='...'.  The records are written as the kernel
 * writes them (audit.log's format, without the "type=... msg=" that
 * auditd adds).
 */
#include <stdint.h>

#include "dt_audit_nl.h"
#include "unit.h"

static void
test_header(void)
{
	const char *body = NULL;
	uint64_t t = 0, serial = 0;

	CHECK("header", dt_audit_header("audit(1364481363.243:24287): "
	    "arch=c000003e syscall=2", &t, &serial, &body) == 0);
	CHECK("header time", t == 1364481363243000000ULL);
	CHECK("header serial", serial == 24287);
	CHECK_STR("header body", body, "arch=c000003e syscall=2");
	CHECK("header empty body", dt_audit_header("audit(1.005:7): ", &t,
	    &serial, &body) == 0 && t == 1005000000ULL && serial == 7 &&
	    *body == '\0');
	CHECK("no header", dt_audit_header("arch=c000003e", &t, &serial,
	    &body) == -1);
	CHECK("bad header", dt_audit_header("audit(12:): x", &t, &serial,
	    &body) == -1);
}

static void
test_fields(void)
{
	static const char syscall[] = "arch=c000003e syscall=2 success=no "
	    "exit=-13 a0=7fffd19c5592 a1=0 a2=7fffd19c4b50 a3=a items=1 "
	    "ppid=2686 pid=3538 auid=1000 uid=1000 gid=1000 euid=1000 "
	    "suid=1000 fsuid=1000 egid=1000 sgid=1000 fsgid=1000 tty=pts0 "
	    "ses=1 comm=\"cat\" exe=\"/bin/cat\" "
	    "subj=unconfined_u:unconfined_r:unconfined_t:s0-s0:c0.c1023 "
	    "key=\"sshd_config\"";
	char buf[64];
	int64_t n;

	CHECK("syscall", dt_audit_field(syscall, "syscall", DT_AF_DEC, NULL, 0,
	    &n) == 1 && n == 2);
	CHECK("exit negative", dt_audit_field(syscall, "exit", DT_AF_DEC, NULL,
	    0, &n) == 1 && n == -13);
	CHECK("pid not ppid", dt_audit_field(syscall, "pid", DT_AF_DEC, NULL,
	    0, &n) == 1 && n == 3538);
	CHECK("uid not auid", dt_audit_field(syscall, "uid", DT_AF_DEC, NULL,
	    0, &n) == 1 && n == 1000);
	dt_audit_field(syscall, "comm", DT_AF_STR, buf, sizeof(buf), NULL);
	CHECK_STR("quoted", buf, "cat");
	dt_audit_field(syscall, "key", DT_AF_STR, buf, sizeof(buf), NULL);
	CHECK_STR("key", buf, "sshd_config");
	CHECK("missing", dt_audit_field(syscall, "nothere", DT_AF_STR, buf,
	    sizeof(buf), &n) == 0 && buf[0] == '\0' && n == 0);
	dt_audit_field("comm=\"x\" key=(null)", "key", DT_AF_STR, buf,
	    sizeof(buf), NULL);
	CHECK_STR("no key", buf, "");
	/* "my cat" holds a space: written in hex */
	dt_audit_field("comm=6D7920636174 exe=\"/bin/cat\"", "comm", DT_AF_STR,
	    buf, sizeof(buf), NULL);
	CHECK_STR("hex", buf, "my cat");
	/* a process title: its arguments separated by NULs */
	dt_audit_field("proctitle=636174002F6574632F706173737764", "proctitle",
	    DT_AF_STR, buf, sizeof(buf), NULL);
	CHECK_STR("proctitle", buf, "cat /etc/passwd");
	dt_audit_field("item=0 name=\"/etc/ssh/sshd_config\" inode=409248 "
	    "dev=fd:00 mode=0100600 ouid=0 ogid=0 rdev=00:00 nametype=NORMAL",
	    "mode", DT_AF_OCT, NULL, 0, &n);
	CHECK("octal mode", n == 0100600);
	dt_audit_field("item=0 name=\"/a\" dev=fd:00 nametype=NORMAL", "dev",
	    DT_AF_WORD, buf, sizeof(buf), NULL);
	CHECK_STR("word", buf, "fd:00");
	dt_audit_field("comm=\"a-long-command-name\"", "comm", DT_AF_STR, buf,
	    8, NULL);
	CHECK_STR("cut", buf, "a-long-");
	dt_audit_field("cwd=\"/root\"", "", DT_AF_TEXT, buf, sizeof(buf), NULL);
	CHECK_STR("text", buf, "cwd=\"/root\"");
}

static void
test_user(void)
{
	static const char msg[] = "pid=1234 uid=0 auid=1000 ses=3 "
	    "subj=unconfined msg='op=PAM:session_open "
	    "grantors=pam_unix acct=\"root\" exe=\"/usr/bin/su\" hostname=? "
	    "addr=? terminal=pts/0 res=success'";
	char buf[256];
	int64_t n;

	CHECK("user pid", dt_audit_field(msg, "pid", DT_AF_DEC, NULL, 0, &n)
	    == 1 && n == 1234);
	dt_audit_field(msg, "op", DT_AF_WORD, buf, sizeof(buf), NULL);
	CHECK_STR("user op (first in msg)", buf, "PAM:session_open");
	dt_audit_field(msg, "exe", DT_AF_STR, buf, sizeof(buf), NULL);
	CHECK_STR("user exe", buf, "/usr/bin/su");
	dt_audit_field(msg, "res", DT_AF_WORD, buf, sizeof(buf), NULL);
	CHECK_STR("user res (last in msg)", buf, "success");
	dt_audit_field(msg, "msg", DT_AF_WORD, buf, sizeof(buf), NULL);
	CHECK_STR("user msg", buf, "op=PAM:session_open grantors=pam_unix "
	    "acct=\"root\" exe=\"/usr/bin/su\" hostname=? addr=? "
	    "terminal=pts/0 res=success");
}

static void
test_execve(void)
{
	char buf[256];
	int64_t n;

	dt_audit_field("argc=3 a0=\"ls\" a1=\"-l\" a2=\"/tmp\"", "", DT_AF_ARGV,
	    buf, sizeof(buf), NULL);
	CHECK_STR("argv", buf, "ls -l /tmp");
	/* "two words" holds a space */
	dt_audit_field("argc=2 a0=\"echo\" a1=74776F20776F726473", "",
	    DT_AF_ARGV, buf, sizeof(buf), NULL);
	CHECK_STR("argv hex", buf, "echo two words");
	dt_audit_field("argc=2 a0=\"echo\" a1=74776F20776F726473", "a1",
	    DT_AF_STR, buf, sizeof(buf), NULL);
	CHECK_STR("a1", buf, "two words");
	CHECK("argc", dt_audit_field("argc=12 a0=\"x\"", "argc", DT_AF_DEC,
	    NULL, 0, &n) == 1 && n == 12);
	/* an argument too long for one record comes in pieces */
	dt_audit_field("argc=3 a0=\"cat\" a1_len=6 a1[0]=616263 a1[1]=646566 "
	    "a2=\"z\"", "", DT_AF_ARGV, buf, sizeof(buf), NULL);
	CHECK_STR("argv pieces", buf, "cat abcdef z");
	dt_audit_field("argc=2 a0=\"echo\" a1=\"\"", "", DT_AF_ARGV, buf,
	    sizeof(buf), NULL);
	CHECK_STR("argv empty argument", buf, "echo ");
	dt_audit_field("argc=3 a0=\"abcdef\" a1=\"b\" a2=\"c\"", "",
	    DT_AF_ARGV, buf, 8, NULL);
	CHECK_STR("argv cut", buf, "abcdef ");
}

int
main(void)
{
	test_header();
	test_fields();
	test_user();
	test_execve();
	UNIT_DONE();
}
