/* SPDX-License-Identifier: Apache-2.0 */
/*
 * test_reset.c -- dt_handle_reset(): after it, a program compiles on the
 * handle as it would on a new one (fuzz/fuzz_compile.c compiles its
 * inputs so), whatever the one before declared, set or chose.
 */
#include <unistd.h>

#include "dtrace.h"
#include "dt_program.h"
#include "unit.h"

static int
compiles(dtrace_hdl_t *dtp, const char *text, unsigned cflags)
{
	return dtrace_program_strcompile(dtp, text, DTRACE_PROBESPEC_NAME,
	    cflags, 0, NULL) != NULL;
}

/* a script (parsed as a file: declarations and pragmas) */
static int
script(dtrace_hdl_t *dtp, const char *text)
{
	FILE *fp = tmpfile();
	int ok;

	if (fp == NULL || fputs(text, fp) == EOF || fseek(fp, 0, SEEK_SET))
		return 0;
	ok = dtrace_program_fcompile(dtp, fp, "t.d", 0, 0, NULL) != NULL;
	fclose(fp);
	return ok;
}

int
main(void)
{
	static const char decl[] = "struct zz_reset { int a; }; BEGIN { "
	    "trace(sizeof(struct zz_reset)); }";
	dtrace_hdl_t *dtp;
	int64_t v = 0;
	int err;

	if (geteuid() != 0) {
		printf("SKIP reset: not root\n");
		UNIT_DONE();
	}
	if ((dtp = dtrace_open(DTRACE_VERSION, 0, &err)) == NULL) {
		CHECK("dtrace_open", 0);
		UNIT_DONE();
	}
	/* the program's declarations are forgotten: declared again, not
	 * redeclared */
	CHECK("declare", script(dtp, decl));
	CHECK("declare again, no reset", !script(dtp, decl));
	dt_handle_reset(dtp);
	CHECK("declare after reset", script(dtp, decl));
	dt_handle_reset(dtp);
	/* an option a pragma set returns to its default */
	CHECK("pragma", script(dtp, "#pragma D option strsize=32\n"
	    "BEGIN { }"));
	CHECK("strsize set", dtrace_getopt(dtp, "strsize", &v) == 0 &&
	    v == 32);
	dt_handle_reset(dtp);
	CHECK("strsize default", dtrace_getopt(dtp, "strsize", &v) == 0 &&
	    v == 256);
	/* the language: bt, D, bt again */
	CHECK("bt", compiles(dtp, "BEGIN { @x = count(); }", DTRACE_C_BT));
	dt_handle_reset(dtp);
	CHECK("D after bt", compiles(dtp, "BEGIN { @x = count(); }", 0));
	CHECK("not bt after reset", !compiles(dtp, "BEGIN { printf(\"%s\", "
	    "comm); }", 0));
	dt_handle_reset(dtp);
	CHECK("bt again", compiles(dtp, "BEGIN { printf(\"%s\", comm); }",
	    DTRACE_C_BT));
	CHECK("bt warnings", dtrace_program_warnings(dtp) == NULL);
	dt_handle_reset(dtp);
	/* the D library, read again after its types were forgotten */
	CHECK("D library", compiles(dtp, "BEGIN { trace(curpsinfo->pr_pid); }",
	    0));
	dt_handle_reset(dtp);
	CHECK("D library again", compiles(dtp, "BEGIN { trace("
	    "curpsinfo->pr_pid); }", 0));
	/* the error of the last compile is not left */
	dt_handle_reset(dtp);
	CHECK("no error", dtrace_errno(dtp) == 0);
	dtrace_close(dtp);
	UNIT_DONE();
}
