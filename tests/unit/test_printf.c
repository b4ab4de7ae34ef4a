/* SPDX-License-Identifier: Apache-2.0 */
/*
 * test_printf.c -- the D printf engine (dt_printf.c): parsing and its
 * error messages, compile-time argument checks, every conversion with
 * flags/width/precision/'*', size and sign handling, printa's %@, and the
 * fixed layouts of trace() and aggregation keys and values.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <netdb.h>
#include <arpa/inet.h>
#include <wchar.h>

#include "unit.h"
#include "dt_printf.h"

static dt_value_t
vint(uint64_t bits, int size, int sign)
{
	dt_value_t v;

	memset(&v, 0, sizeof (v));
	v.dv_kind = DT_V_INT;
	v.dv_size = size;
	v.dv_signed = sign;
	v.dv_int = bits;
	return v;
}

#define I64(x)	vint((uint64_t)(int64_t)(x), 8, 1)
#define U64(x)	vint((uint64_t)(x), 8, 0)
#define I32(x)	vint((uint64_t)(int64_t)(int32_t)(x), 4, 1)
#define U32(x)	vint((uint64_t)(uint32_t)(x), 4, 0)
#define I16(x)	vint((uint64_t)(int64_t)(int16_t)(x), 2, 1)
#define U16(x)	vint((uint64_t)(uint16_t)(x), 2, 0)
#define I8(x)	vint((uint64_t)(int64_t)(int8_t)(x), 1, 1)
#define U8(x)	vint((uint64_t)(uint8_t)(x), 1, 0)

static dt_value_t
vstrn(const char *s, size_t len)
{
	dt_value_t v;

	memset(&v, 0, sizeof (v));
	v.dv_kind = DT_V_STR;
	v.dv_str = s;
	v.dv_len = len;
	return v;
}

#define STR(s)	vstrn((s), strlen(s) + 1)

static dt_value_t
vptr(uint64_t a)
{
	dt_value_t v = vint(a, 8, 0);

	v.dv_kind = DT_V_PTR;
	return v;
}

/* Output of one format; "<parse error: ...>" or "<format error>". */
static char outbuf[8192];

static const char *
fmtv(const char *fmt, int printa, const dt_value_t *args, int nargs,
    dt_pfsym_f *sym)
{
	dt_pfmt_t *pf;
	dt_strbuf_t sb;
	char err[512];

	if (dt_printf_parse(fmt, printa, &pf, err, sizeof (err)) != 0) {
		snprintf(outbuf, sizeof (outbuf), "<parse error: %s>", err);
		return outbuf;
	}
	dt_sb_init(&sb);
	if (dt_printf_format(&sb, pf, args, nargs, sym, NULL) != 0)
		snprintf(outbuf, sizeof (outbuf), "<format error>");
	else
		snprintf(outbuf, sizeof (outbuf), "%s",
		    sb.sb_buf != NULL ? sb.sb_buf : "");
	dt_sb_fini(&sb);
	dt_printf_free(pf);
	return outbuf;
}

#define F0(fmt)		fmtv((fmt), 0, NULL, 0, NULL)
#define F1(fmt, a)	fmtv((fmt), 0, (dt_value_t[]){ a }, 1, NULL)
#define F2(fmt, a, b)	fmtv((fmt), 0, (dt_value_t[]){ a, b }, 2, NULL)
#define F3(fmt, a, b, c) fmtv((fmt), 0, (dt_value_t[]){ a, b, c }, 3, NULL)

static const char *
perr(const char *fmt, int printa)
{
	dt_pfmt_t *pf;

	outbuf[0] = '\0';
	if (dt_printf_parse(fmt, printa, &pf, outbuf, sizeof (outbuf)) == 0) {
		dt_printf_free(pf);
		return "<parsed>";
	}
	return outbuf;
}

/* dt_printf_check of argument i; "" when accepted. */
static const char *
check(const char *fmt, int printa, int i, char k, const char *type)
{
	const char *func = printa ? "printa" : "printf";
	dt_pfmt_t *pf;

	outbuf[0] = '\0';
	if (dt_printf_parse(fmt, printa, &pf, outbuf, sizeof (outbuf)) != 0)
		return "<parse error>";
	if (dt_printf_check(pf, func, i, k, type, outbuf, sizeof (outbuf)) == 0)
		outbuf[0] = '\0';
	dt_printf_free(pf);
	return outbuf;
}

static const char *
argcount(const char *fmt, int printa, int nargs)
{
	const char *func = printa ? "printa" : "printf";
	dt_pfmt_t *pf;

	outbuf[0] = '\0';
	if (dt_printf_parse(fmt, printa, &pf, outbuf, sizeof (outbuf)) != 0)
		return "<parse error>";
	if (dt_printf_argcount_msg(pf, func, nargs, outbuf,
	    sizeof (outbuf)) == 0)
		outbuf[0] = '\0';
	dt_printf_free(pf);
	return outbuf;
}

static const char *
trace_raw(dt_value_t v, int quiet, int raw)
{
	dt_strbuf_t sb;

	dt_sb_init(&sb);
	dt_trace_format(&sb, &v, quiet, raw);
	snprintf(outbuf, sizeof (outbuf), "%s", sb.sb_buf ? sb.sb_buf : "");
	dt_sb_fini(&sb);
	return outbuf;
}

static const char *
trace(dt_value_t v, int quiet)
{
	return trace_raw(v, quiet, 0);
}

static const char *
aggkey(dt_value_t v)
{
	dt_strbuf_t sb;

	dt_sb_init(&sb);
	dt_agg_key_format(&sb, &v, 0, 0);
	snprintf(outbuf, sizeof (outbuf), "%s", sb.sb_buf ? sb.sb_buf : "");
	dt_sb_fini(&sb);
	return outbuf;
}

static const char *
escape(const char *s, size_t len)
{
	dt_strbuf_t sb;

	dt_sb_init(&sb);
	dt_str_escape(&sb, s, len);
	snprintf(outbuf, sizeof (outbuf), "%s", sb.sb_buf ? sb.sb_buf : "");
	dt_sb_fini(&sb);
	return outbuf;
}

static int
test_sym(uint64_t addr, int user, char *buf, size_t len, void *arg)
{
	(void) arg;
	if (addr == 0xffffffff81000010ULL && !user) {
		snprintf(buf, len, "vmlinux`foo+0x10");
		return 0;
	}
	if (addr == 0x401000 && user) {
		snprintf(buf, len, "a.out`main");
		return 0;
	}
	return -1;
}

static void
test_integers(void)
{
	CHECK_STR("d int", F1("%d", I32(42)), "42");
	CHECK_STR("d neg int", F1("%d", I32(-1)), "-1");
	CHECK_STR("d INT64_MIN", F1("%d", I64(INT64_MIN)),
	    "-9223372036854775808");
	CHECK_STR("d INT64_MAX", F1("%d", I64(INT64_MAX)),
	    "9223372036854775807");
	CHECK_STR("d UINT64_MAX", F1("%d", U64(UINT64_MAX)),
	    "18446744073709551615");
	CHECK_STR("d u32 max", F1("%d", U32(0xffffffff)), "4294967295");
	CHECK_STR("d i8 -1", F1("%d", I8(-1)), "-1");
	CHECK_STR("d u8 255", F1("%d", U8(255)), "255");
	CHECK_STR("d i16 -1", F1("%d", I16(-1)), "-1");
	CHECK_STR("d u16", F1("%d", U16(65535)), "65535");
	CHECK_STR("i int", F1("%i", I32(-7)), "-7");
	CHECK_STR("i u8 is signed", F1("%i", U8(255)), "-1");
	CHECK_STR("i u64 is signed", F1("%i", U64(UINT64_MAX)), "-1");
	CHECK_STR("u i32 -1", F1("%u", I32(-1)), "4294967295");
	CHECK_STR("u i64 -1", F1("%u", I64(-1)), "18446744073709551615");
	CHECK_STR("u i8 -1", F1("%u", I8(-1)), "255");
	CHECK_STR("u i16 -1", F1("%u", I16(-1)), "65535");
	CHECK_STR("x i32 -1", F1("%x", I32(-1)), "ffffffff");
	CHECK_STR("x i8 -1", F1("%x", I8(-1)), "ff");
	CHECK_STR("x i16 -1", F1("%x", I16(-1)), "ffff");
	CHECK_STR("x i64 -1", F1("%x", I64(-1)), "ffffffffffffffff");
	CHECK_STR("X", F1("%X", I32(0xbeef)), "BEEF");
	CHECK_STR("x INT64_MIN", F1("%x", I64(INT64_MIN)), "8000000000000000");
	CHECK_STR("o i8 -1", F1("%o", I8(-1)), "377");
	CHECK_STR("o i16 -1", F1("%o", I16(-1)), "177777");
	CHECK_STR("o i32 -1", F1("%o", I32(-1)), "37777777777");
	CHECK_STR("o 8", F1("%o", I32(8)), "10");
	CHECK_STR("hd", F1("%hd", I16(-2)), "-2");
	CHECK_STR("hu", F1("%hu", U16(65535)), "65535");
	CHECK_STR("hx", F1("%hx", U16(0xbeef)), "beef");
	CHECK_STR("ho", F1("%ho", U16(97)), "141");
	CHECK_STR("ld", F1("%ld", I64(-3)), "-3");
	CHECK_STR("lu", F1("%lu", U64(UINT64_MAX)), "18446744073709551615");
	CHECK_STR("lX", F1("%lX", U64(0xabcdef)), "ABCDEF");
	CHECK_STR("lld", F1("%lld", I64(INT64_MIN)), "-9223372036854775808");
	CHECK_STR("llx", F1("%llx", I64(-1)), "ffffffffffffffff");
	CHECK_STR("llo", F1("%llo", U64(8)), "10");
}

static void
test_flags(void)
{
	CHECK_STR("width", F1("%5d", I32(42)), "   42");
	CHECK_STR("left", F1("%-5d|", I32(42)), "42   |");
	CHECK_STR("zero pad", F1("%05d", I32(42)), "00042");
	CHECK_STR("zero pad neg", F1("%05d", I32(-42)), "-0042");
	CHECK_STR("plus", F1("%+d", I32(42)), "+42");
	CHECK_STR("space", F1("% d", I32(42)), " 42");
	CHECK_STR("-0 gives zero pad", F1("%-05d", I32(42)), "00042");
	CHECK_STR("0- gives left", F1("%0-5d|", I32(42)), "42   |");
	CHECK_STR("prec int", F1("%.3d", I32(7)), "007");
	CHECK_STR("width prec int", F1("%8.3d", I32(7)), "     007");
	CHECK_STR("prec 0 ignored", F1("%.0d", I32(0)), "0");
	CHECK_STR("alt hex", F1("%#x", I32(255)), "0xff");
	CHECK_STR("alt octal", F1("%#o", I32(8)), "010");
	CHECK_STR("grouping C locale", F1("%'d", I32(1234567)), "1234567");
	CHECK_STR("? width", F1("%?d|", I32(1)), "               1|");
	CHECK_STR("star width", F2("%*d", I32(5), I32(42)), "   42");
	CHECK_STR("star width left", F2("%-*d|", I32(5), I32(42)), "42   |");
	CHECK_STR("star width negative", F2("%*d|", I32(-5), I32(42)),
	    "42   |");
	CHECK_STR("star prec", F2("%.*d", I32(4), I32(42)), "0042");
	CHECK_STR("star both", F3("%*.*d", I32(6), I32(4), I32(42)),
	    "  0042");
	CHECK_STR("star 8-byte width", F2("%*d", I64(3), I32(1)), "  1");
	CHECK_STR("plus 8-byte", F1("%+d", I64(5)), "+5");
	CHECK_STR("zero pad hex", F1("%08x", I32(0xbeef)), "0000beef");
}

static void
test_chars_strings(void)
{
	CHECK_STR("c", F1("%c", I32('a')), "a");
	CHECK_STR("c i8", F1("%c", I8('Z')), "Z");
	CHECK_STR("c width", F1("%3c", I32('a')), "  a");
	CHECK_STR("c left", F1("%-3c|", I32('a')), "a  |");
	CHECK_STR("lc", F1("%lc", I32('A')), "A");
	CHECK_STR("C newline", F1("%C", I32('\n')), "\\n");
	CHECK_STR("C plain", F1("%C", I32('q')), "q");
	CHECK_STR("C control", F1("%C", I32(1)), "\\001");
	CHECK_STR("C nul", F1("%C", I32(0)), "\\0");
	CHECK_STR("C width", F1("%4C|", I32('\t')), "  \\t|");
	CHECK_STR("s", F1("%s", STR("hello")), "hello");
	CHECK_STR("s width", F1("%10s", STR("hello")), "     hello");
	CHECK_STR("s left", F1("%-10s|", STR("hello")), "hello     |");
	CHECK_STR("s prec", F1("%.3s", STR("hello")), "hel");
	CHECK_STR("s width prec", F1("%10.3s", STR("hello")), "       hel");
	CHECK_STR("s prec 0 ignored", F1("%.0s", STR("hello")), "hello");
	CHECK_STR("s star width", F2("%*s", I32(8), STR("ab")), "      ab");
	CHECK_STR("s star prec", F2("%.*s", I32(2), STR("abc")), "ab");
	CHECK_STR("s record padding", F1("[%s]", vstrn("ab\0\0\0\0", 6)),
	    "[ab]");
	CHECK_STR("s unterminated", F1("%s", vstrn("abcdef", 3)), "abc");
	CHECK_STR("s empty", F1("[%s]", STR("")), "[]");
	CHECK_STR("S tab", F1("%S", vstrn("a\tb", 3)), "a\\tb");
	CHECK_STR("S record keeps nul", F1("%S", STR("a\tb")), "a\\tb\\0");
	CHECK_STR("S octal", F1("%S", vstrn("\x01\x7f\xff", 3)),
	    "\\001\\177\\377");
	CHECK_STR("S quote", F1("%S", vstrn("say \"hi\"\\", 9)),
	    "say \\\"hi\\\"\\\\");
	CHECK_STR("S width", F1("%8S|", vstrn("a\n", 2)), "     a\\n|");
	CHECK_STR("pct", F0("%%"), "%");
	CHECK_STR("pct in text", F1("100%% of %d", I32(3)), "100% of 3");
	CHECK_STR("literal only", F0("hello world\n"), "hello world\n");
	CHECK_STR("text around", F2("a=%d, b=%s.", I32(1), STR("x")),
	    "a=1, b=x.");
	CHECK_STR("c nul byte kept", F1("%c", I32('x')), "x");
}

static void
test_floats_ptrs(void)
{
	CHECK_STR("f int", F1("%f", I32(3)), "3.000000");
	CHECK_STR("f prec", F1("%.2f", I64(-2)), "-2.00");
	CHECK_STR("f prec 0 ignored", F1("%.0f", I32(3)), "3.000000");
	CHECK_STR("f width", F1("%8.1f|", I32(5)), "     5.0|");
	CHECK_STR("f u64 max", F1("%.0f", U64(UINT64_MAX)),
	    "18446744073709551616.000000");
	CHECK_STR("e", F1("%e", I32(12345)), "1.234500e+04");
	CHECK_STR("E", F1("%E", I32(12345)), "1.234500E+04");
	CHECK_STR("g small", F1("%g", I32(100000)), "100000");
	CHECK_STR("g big", F1("%g", I32(1000000)), "1e+06");
	CHECK_STR("G big", F1("%G", I32(1000000)), "1E+06");
	CHECK_STR("Lf", F1("%Lf", I32(1)), "1.000000");
	CHECK_STR("Le", F1("%.2Le", I32(100)), "1.00e+02");
	CHECK_STR("p", F1("%p", vptr(0x1234)), "1234");
	CHECK_STR("alt p", F1("%#p", vptr(0x1234)), "0x1234");
	CHECK_STR("p zero", F1("%p", vptr(0)), "0");
	CHECK_STR("p kernel", F1("%p", vptr(0xffffffff81000000ULL)),
	    "ffffffff81000000");
	CHECK_STR("p int", F1("%p", I32(97)), "61");
	CHECK_STR("p width", F1("%18p|", vptr(0xabc)), "               abc|");
	CHECK_STR("a no symbols", F1("%a", vptr(0xffffffff81000010ULL)),
	    "0xffffffff81000010");
	CHECK_STR("a symbol", fmtv("%a", 0,
	    (dt_value_t[]){ vptr(0xffffffff81000010ULL) }, 1, test_sym),
	    "vmlinux`foo+0x10");
	CHECK_STR("a symbol left", fmtv("%-20a|", 0,
	    (dt_value_t[]){ vptr(0xffffffff81000010ULL) }, 1, test_sym),
	    "vmlinux`foo+0x10    |");
	CHECK_STR("a unknown with callback", fmtv("%a", 0,
	    (dt_value_t[]){ vptr(0x10) }, 1, test_sym), "0x10");
	CHECK_STR("A user", fmtv("%A", 0,
	    (dt_value_t[]){ vptr(0x401000) }, 1, test_sym), "a.out`main");
	CHECK_STR("A no symbols", F1("%A", vptr(0x401000)), "0x401000");
	CHECK_STR("k address", F1("%k", vptr(0xffffffff81000010ULL)),
	    "0xffffffff81000010");
	CHECK_STR("k rendered", F1("%k", STR("\n  a`b\n")), "\n  a`b\n");
}

static void
test_time_port(void)
{
	uint64_t ns = 1694105342ULL * 1000000000ULL + 123;
	struct servent *sv;
	char want[64];

	setenv("TZ", "UTC", 1);
	tzset();
	CHECK_STR("Y", F1("%Y", U64(ns)), "2023 Sep  7 16:49:02");
	CHECK_STR("Y width", F1("%-22Y|", U64(ns)),
	    "2023 Sep  7 16:49:02  |");
	CHECK_STR("Y 1999", F1("%Y", U64(946684799ULL * 1000000000ULL)),
	    "1999 Dec 31 23:59:59");
	CHECK_STR("T", F1("%T", U64(ns)), "Thu, 07 Sep 2023 16:49:02 UTC");
	CHECK_STR("T ISO year", F1("%T", U64(1546257600ULL * 1000000000ULL)),
	    "Mon, 31 Dec 2019 12:00:00 UTC");
	sv = getservbyport(htons(22), NULL);
	snprintf(want, sizeof (want), "%s", sv != NULL ? sv->s_name : "22");
	CHECK_STR("P 22", F1("%P", U16(22)), want);
	CHECK_STR("P unknown", F1("%P", U16(64999)), "64999");
	CHECK_STR("P width", F1("%7P|", U16(64999)), "  64999|");
}

static void
test_wide(void)
{
	wchar_t ws[3] = { L'h', L'i', 0 };

	CHECK_STR("ls", F1("%ls", vstrn((const char *)ws, sizeof (ws))), "hi");
	CHECK_STR("ws", F1("%ws", vstrn((const char *)ws, sizeof (ws))), "hi");
	CHECK_STR("wc", F1("%wc", I32('w')), "w");
}

static void
test_printa(void)
{
	dt_pfmt_t *pf;
	char err[256];

	CHECK_STR("printa key and value",
	    fmtv("%-10s %@8u\n", 1, (dt_value_t[]){ STR("foo"), U64(42) }, 2,
	    NULL), "foo              42\n");
	CHECK_STR("printa count unsigned",
	    fmtv("%@d", 1, (dt_value_t[]){ U64(UINT64_MAX) }, 1, NULL),
	    "18446744073709551615");
	CHECK_STR("printa sum signed",
	    fmtv("%@d", 1, (dt_value_t[]){ I64(-3) }, 1, NULL), "-3");
	CHECK_STR("printa several aggs", fmtv("%d %@d %@d %@d\n", 1,
	    (dt_value_t[]){ I32(1), I64(10), I64(20) }, 3, NULL),
	    "1 10 20 20\n");
	CHECK_STR("printa value first", fmtv("%@x %s\n", 1,
	    (dt_value_t[]){ STR("k"), I64(255) }, 2, NULL), "ff k\n");
	CHECK_STR("printa rendered hist", fmtv("%s%@d", 1,
	    (dt_value_t[]){ STR("k"), STR("\n  hist\n") }, 2, NULL),
	    "k\n  hist\n");
	CHECK_STR("printa no agg conv", fmtv("%s\n", 1,
	    (dt_value_t[]){ STR("k"), I64(1) }, 2, NULL), "k\n");
	CHECK_STR("printa star", fmtv("%*s|%@d", 1,
	    (dt_value_t[]){ I32(4), STR("k"), I64(7) }, 3, NULL), "   k|7");
	CHECK("printa nargs excludes %@",
	    dt_printf_parse("%s %@d %d", 1, &pf, err, sizeof (err)) == 0 &&
	    pf->pf_nargs == 2 && pf->pf_printa == 1 &&
	    pf->pf_convs[1].pc_class == DT_PF_AGG &&
	    pf->pf_convs[1].pc_agg == 1);
	dt_printf_free(pf);
	CHECK_STR("%@ in printf", perr("%@d", 0),
	    "%@ conversion requires an aggregation and is not for use with "
	    "printf( )");
	CHECK_STR("printa missing agg value",
	    fmtv("%@d", 1, NULL, 0, NULL), "<format error>");
}

static void
test_parse_struct(void)
{
	dt_pfmt_t *pf;
	char err[256];
	int ok;

	ok = dt_printf_parse("a %-08.3ld b %*.*s%%c", 0, &pf, err,
	    sizeof (err)) == 0;
	CHECK("parse ok", ok);
	if (!ok)
		return;
	CHECK("nconvs", pf->pf_nconvs == 4);
	CHECK("nargs counts stars", pf->pf_nargs == 4);
	CHECK_STR("text 0", pf->pf_convs[0].pc_text, "a ");
	CHECK("conv 0", pf->pf_convs[0].pc_conv == 'd');
	CHECK_STR("flags 0", pf->pf_convs[0].pc_flags, "0");
	CHECK("width 0", pf->pf_convs[0].pc_width == 8);
	CHECK("prec 0", pf->pf_convs[0].pc_prec == 3);
	CHECK_STR("length 0", pf->pf_convs[0].pc_length, "l");
	CHECK_STR("spec 0", pf->pf_convs[0].pc_spec, "%-08.3ld");
	CHECK("class 0", pf->pf_convs[0].pc_class == DT_PF_INT);
	CHECK("stars 1", pf->pf_convs[1].pc_width_star &&
	    pf->pf_convs[1].pc_prec_star);
	CHECK("class 1", pf->pf_convs[1].pc_class == DT_PF_STR);
	CHECK("class pct", pf->pf_convs[2].pc_class == DT_PF_NONE &&
	    pf->pf_convs[2].pc_conv == '%');
	CHECK("trailing text", pf->pf_convs[3].pc_conv == '\0' &&
	    strcmp(pf->pf_convs[3].pc_text, "c") == 0);
	dt_printf_free(pf);
	CHECK("classes ptr float any",
	    dt_printf_parse("%p%f%Y", 0, &pf, err, sizeof (err)) == 0 &&
	    pf->pf_convs[0].pc_class == DT_PF_PTR &&
	    pf->pf_convs[1].pc_class == DT_PF_FLOAT &&
	    pf->pf_convs[2].pc_class == DT_PF_ANY);
	dt_printf_free(pf);
	CHECK("empty format parses",
	    dt_printf_parse("", 0, &pf, err, sizeof (err)) == 0 &&
	    pf->pf_nconvs == 0 && pf->pf_nargs == 0);
	dt_printf_free(pf);
	CHECK_STR("format arg count mismatch",
	    fmtv("%d %d", 0, (dt_value_t[]){ I32(1) }, 1, NULL),
	    "<format error>");
}

static void
test_parse_errors(void)
{
	CHECK_STR("positional", perr("%1$d", 0),
	    "format conversion #1 uses unsupported positional format (%n$)");
	CHECK_STR("trailing %", perr("abc %", 0),
	    "format conversion #1 name expected before end of format string");
	CHECK_STR("trailing flags", perr("%d %-5", 0),
	    "format conversion #2 name expected before end of format string");
	CHECK_STR("undefined", perr("%d %Z", 0),
	    "format conversion #2 is undefined: %Z");
	CHECK_STR("undefined with length", perr("%hhq", 0),
	    "format conversion #1 is undefined: %hhq");
	CHECK_STR("undefined llll", perr("%lllld", 0),
	    "format conversion #1 is undefined: %lllld");
	CHECK_STR("undefined lp", perr("%lp", 0),
	    "format conversion #1 is undefined: %lp");
	/* C's length modifiers that DTrace does not have */
	CHECK_STR("undefined hhd", perr("%hhd", 0),
	    "format conversion #1 is undefined: %hhd");
	CHECK_STR("undefined zu", perr("%zu", 0),
	    "format conversion #1 is undefined: %zu");
	CHECK_STR("undefined jd", perr("%jd", 0),
	    "format conversion #1 is undefined: %jd");
	CHECK_STR("undefined tx", perr("%tx", 0),
	    "format conversion #1 is undefined: %tx");
	CHECK_STR("pct with flags", perr("%5%", 0),
	    "format conversion #1 cannot be combined with other format "
	    "flags: %%");
	CHECK_STR("two stars", perr("%**d", 0),
	    "format conversion #1 has more than one '*' specified for the "
	    "output precision");
	CHECK_STR("two dots", perr("%.*.*d", 0),
	    "format conversion #1 has more than one '.' specified");
	CHECK_STR("numbering counts %%", perr("%% %% %y", 0),
	    "format conversion #3 is undefined: %y");
}

static void
test_checks(void)
{
	CHECK_STR("d with string", check("%d", 0, 0, 's', "string"),
	    "printf( ) argument #2 is incompatible with conversion #1 "
	    "prototype:\n\tconversion: %d\n\t prototype: char, short, int, "
	    "long, or long long\n\t  argument: string");
	CHECK_STR("s with int", check("%s", 0, 0, 'i', "int"),
	    "printf( ) argument #2 is incompatible with conversion #1 "
	    "prototype:\n\tconversion: %s\n\t prototype: char [] or string "
	    "(or use stringof)\n\t  argument: int");
	CHECK_STR("second conversion", check("%s %d", 0, 1, 's', "string"),
	    "printf( ) argument #3 is incompatible with conversion #2 "
	    "prototype:\n\tconversion: %d\n\t prototype: char, short, int, "
	    "long, or long long\n\t  argument: string");
	CHECK_STR("star width type", check("%*d", 0, 0, 's', "string"),
	    "printf( ) argument #2 is incompatible with conversion #1 "
	    "prototype:\n\tconversion: % * d\n\t prototype: int\n"
	    "\t  argument: string");
	CHECK_STR("star prec type", check("%.*s", 0, 0, 's', "string"),
	    "printf( ) argument #2 is incompatible with conversion #1 "
	    "prototype:\n\tconversion: % .* s\n\t prototype: int\n"
	    "\t  argument: string");
	CHECK_STR("value after star ok", check("%*d", 0, 1, 'i', "int"), "");
	CHECK_STR("d int ok", check("%d", 0, 0, 'i', "int"), "");
	CHECK_STR("d pointer", check("%d", 0, 0, 'p', "char *"),
	    "printf( ) argument #2 is incompatible with conversion #1 "
	    "prototype:\n\tconversion: %d\n\t prototype: char, short, int, "
	    "long, or long long\n\t  argument: char *");
	CHECK_STR("s string ok", check("%s", 0, 0, 's', "string"), "");
	CHECK_STR("s char array ok", check("%s", 0, 0, 'p', "char [16]"), "");
	CHECK_STR("ld with int", check("%ld", 0, 0, 'i', "int"),
	    "printf( ) argument #2 is incompatible with conversion #1 "
	    "prototype:\n\tconversion: %ld\n\t prototype: long\n"
	    "\t  argument: int");
	CHECK_STR("ld int64_t ok", check("%ld", 0, 0, 'i', "int64_t"), "");
	CHECK_STR("lu ulong ok", check("%lu", 0, 0, 'i', "ulong_t"), "");
	CHECK_STR("hx int", check("%hx", 0, 0, 'i', "int"),
	    "printf( ) argument #2 is incompatible with conversion #1 "
	    "prototype:\n\tconversion: %hx\n\t prototype: short\n"
	    "\t  argument: int");
	CHECK_STR("hx ushort ok", check("%hx", 0, 0, 'i', "ushort_t"), "");
	CHECK_STR("llx uint64_t ok", check("%llx", 0, 0, 'i', "uint64_t"),
	    "");
	CHECK_STR("llx long", check("%llx", 0, 0, 'i', "long"),
	    "printf( ) argument #2 is incompatible with conversion #1 "
	    "prototype:\n\tconversion: %llx\n\t prototype: long long\n"
	    "\t  argument: long");
	CHECK_STR("c long", check("%c", 0, 0, 'i', "long"),
	    "printf( ) argument #2 is incompatible with conversion #1 "
	    "prototype:\n\tconversion: %c\n\t prototype: char, short, or int\n"
	    "\t  argument: long");
	CHECK_STR("c char ok", check("%c", 0, 0, 'i', "char"), "");
	CHECK_STR("Y int", check("%Y", 0, 0, 'i', "int"),
	    "printf( ) argument #2 is incompatible with conversion #1 "
	    "prototype:\n\tconversion: %Y\n\t prototype: int64_t\n"
	    "\t  argument: int");
	CHECK_STR("Y uint64_t ok", check("%Y", 0, 0, 'i', "uint64_t"), "");
	CHECK_STR("P int", check("%P", 0, 0, 'i', "int"),
	    "printf( ) argument #2 is incompatible with conversion #1 "
	    "prototype:\n\tconversion: %P\n\t prototype: uint16_t\n"
	    "\t  argument: int");
	CHECK_STR("P uint16_t ok", check("%P", 0, 0, 'i', "uint16_t"), "");
	CHECK_STR("p pointer ok", check("%p", 0, 0, 'p', "void *"), "");
	CHECK_STR("a string", check("%a", 0, 0, 's', "string"),
	    "printf( ) argument #2 is incompatible with conversion #1 "
	    "prototype:\n\tconversion: %a\n\t prototype: pointer or integer\n"
	    "\t  argument: string");
	CHECK_STR("k stack ok", check("%k", 0, 0, 'p', "stack"), "");
	CHECK_STR("k int", check("%k", 0, 0, 'i', "int"),
	    "printf( ) argument #2 is incompatible with conversion #1 "
	    "prototype:\n\tconversion: %k\n\t prototype: stack\n"
	    "\t  argument: int");
	CHECK_STR("f int", check("%f", 0, 0, 'i', "int"),
	    "printf( ) argument #2 is incompatible with conversion #1 "
	    "prototype:\n\tconversion: %f\n\t prototype: float, double, or "
	    "long double\n\t  argument: int");
	CHECK_STR("e int64_t", check("%e", 0, 0, 'i', "int64_t"),
	    "printf( ) argument #2 is incompatible with conversion #1 "
	    "prototype:\n\tconversion: %e\n\t prototype: float, double, or "
	    "long double\n\t  argument: int64_t");
	CHECK_STR("f double ok", check("%f", 0, 0, 'f', "double"), "");
	CHECK_STR("d aggregation", check("%d", 0, 0, 'o', "aggregation"),
	    "printf( ) argument #2 is incompatible with conversion #1 "
	    "prototype:\n\tconversion: %d\n\t prototype: char, short, int, "
	    "long, or long long\n\t  argument: aggregation");
	CHECK_STR("f string", check("%f", 0, 0, 's', "string"),
	    "printf( ) argument #2 is incompatible with conversion #1 "
	    "prototype:\n\tconversion: %f\n\t prototype: float, double, or "
	    "long double\n\t  argument: string");
	CHECK_STR("printa key", check("%d %@d", 1, 0, 's', "string"),
	    "printa( ) argument #2 is incompatible with conversion #1 "
	    "prototype:\n\tconversion: %d\n\t prototype: char, short, int, "
	    "long, or long long\n\t  argument: string");
	CHECK_STR("printa agg value", check("%s %@s", 1, -1, 'i', "int64_t"),
	    "printa( ) aggregating action is incompatible with conversion #2 "
	    "prototype:\n\tconversion: %s\n\t prototype: char [] or string "
	    "(or use stringof)\n\t  argument: int64_t");
	CHECK_STR("printa agg value ok", check("%@u", 1, -1, 'i', "uint64_t"),
	    "");
}

static void
test_argcount(void)
{
	CHECK_STR("too many", argcount("x = %d y = %d\n", 0, 3),
	    "printf( ) prototype mismatch: only 2 arguments required by this "
	    "format string");
	CHECK_STR("too many no convs", argcount("hello\n", 0, 1),
	    "printf( ) prototype mismatch: only 0 arguments required by this "
	    "format string");
	CHECK_STR("missing value", argcount("%s", 0, 0),
	    "printf( ) prototype mismatch: conversion #1 (%s) is missing a "
	    "corresponding value argument");
	CHECK_STR("missing prec", argcount("%d %.*d", 0, 1),
	    "printf( ) prototype mismatch: conversion #2 (%d) is missing a "
	    "corresponding \".*\" argument");
	CHECK_STR("missing width", argcount("%*d", 0, 0),
	    "printf( ) prototype mismatch: conversion #1 (%d) is missing a "
	    "corresponding \"*\" argument");
	CHECK_STR("width before prec", argcount("%*.*d", 0, 1),
	    "printf( ) prototype mismatch: conversion #1 (%d) is missing a "
	    "corresponding \".*\" argument");
	CHECK_STR("exact", argcount("%d %*s %%", 0, 3), "");
	CHECK_STR("empty format", argcount("", 0, 0),
	    "printf( ) format string is empty");
	CHECK_STR("printa missing key", argcount("%s %d %@d", 1, 1),
	    "printa( ) prototype mismatch: conversion #2 (%d) is missing a "
	    "corresponding value argument");
	CHECK_STR("printa extra keys fine", argcount("%s %@d", 1, 3), "");
	CHECK_STR("printa agg only", argcount("%@d\n", 1, 0), "");
}

static void
test_trace(void)
{
	char big[300];
	char want[400];

	CHECK_STR("trace i64", trace(I64(42), 0), "               42");
	CHECK_STR("trace u64 max", trace(U64(UINT64_MAX), 0),
	    "               -1");
	CHECK_STR("trace i64 min", trace(I64(INT64_MIN), 0),
	    " -9223372036854775808");
	CHECK_STR("trace i32", trace(I32(-1), 0), "       -1");
	CHECK_STR("trace u32 max", trace(U32(0xffffffff), 0), "       -1");
	CHECK_STR("trace i16 -1", trace(I16(-1), 0), " 65535");
	CHECK_STR("trace i8 -1", trace(I8(-1), 0), " 255");
	CHECK_STR("trace u8", trace(U8(7), 0), "   7");
	CHECK_STR("trace ptr", trace(vptr(0x10), 0), "               16");
	CHECK_STR("trace quiet i64", trace(I64(-42), 1), "-42");
	CHECK_STR("trace quiet i32", trace(I32(42), 1), "42");
	CHECK_STR("trace quiet i16", trace(I16(-1), 1), "65535");
	CHECK_STR("trace string", trace(vstrn("bash\0\0\0\0\0\0", 10), 0),
	    "  bash                             ");
	CHECK_STR("trace quiet string", trace(vstrn("bash\0\0\0", 7), 1),
	    "bash");
	memset(big, 0, sizeof (big));
	memset(big, 'x', 40);
	snprintf(want, sizeof (want), "  %s", big);
	CHECK_STR("trace long string", trace(vstrn(big, 256), 0), want);
	CHECK_STR("trace printable no nul", trace(vstrn("abcd", 4), 0),
	    "  abcd                             ");
	CHECK_STR("trace printable no nul quiet", trace(vstrn("abcd", 4), 1),
	    "  abcd                             ");
	CHECK_STR("trace non-printable",
	    trace(vstrn("hello, world\n\0\x01", 15), 0),
	    "\n             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f"
	    "  0123456789abcdef\n"
	    "         0: 68 65 6c 6c 6f 2c 20 77 6f 72 6c 64 0a 00 01     "
	    "hello, world...\n");
	CHECK_STR("trace non-printable quiet",
	    trace(vstrn("\x80\x01", 2), 1),
	    "\n             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f"
	    "  0123456789abcdef\n"
	    "         0: 80 01                                            "
	    "..\n");
	CHECK_STR("trace empty string dumps",
	    trace(vstrn("\0\0\0\0", 4), 0),
	    "\n             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f"
	    "  0123456789abcdef\n"
	    "         0: 00 00 00 00                                      "
	    "....\n");
	CHECK_STR("trace two rows",
	    trace(vstrn("\x01" "23456789abcdefghij", 19), 0),
	    "\n             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f"
	    "  0123456789abcdef\n"
	    "         0: 01 32 33 34 35 36 37 38 39 61 62 63 64 65 66 67  "
	    ".23456789abcdefg\n"
	    "        10: 68 69 6a                                         "
	    "hij\n");
	CHECK_STR("trace tab and bell are printable",
	    trace(vstrn("a\tb\a\0", 5), 1), "a\tb\a");
	CHECK_STR("trace rawbytes: a string dumped too",
	    trace_raw(vstrn("ab\0\0", 4), 1, 1),
	    "\n             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f"
	    "  0123456789abcdef\n"
	    "         0: 61 62 00 00                                      "
	    "ab..\n");
	CHECK_STR("trace rawbytes: an integer is not bytes",
	    trace_raw(I32(7), 1, 1), "7");
}

static void
test_agg_layout(void)
{
	dt_strbuf_t sb;

	CHECK_STR("key i64", aggkey(I64(5)), "                5");
	CHECK_STR("key i32", aggkey(I32(-5)), "       -5");
	CHECK_STR("key i16", aggkey(I16(3)), "     3");
	CHECK_STR("key i8", aggkey(I8(3)), "   3");
	CHECK_STR("key string", aggkey(vstrn("bash\0\0\0\0", 8)),
	    "  bash                                              ");
	dt_sb_init(&sb);
	dt_agg_val_format(&sb, 3);
	dt_agg_val_format(&sb, -12);
	CHECK_STR("agg values", sb.sb_buf,
	    "                3              -12");
	dt_sb_fini(&sb);
}

static void
test_escape(void)
{
	CHECK_STR("escape plain", escape("abc def", 7), "abc def");
	CHECK_STR("escape controls", escape("\a\b\f\n\r\t\v", 7),
	    "\\a\\b\\f\\n\\r\\t\\v");
	CHECK_STR("escape quote backslash", escape("\"\\", 2), "\\\"\\\\");
	CHECK_STR("escape octal", escape("\x1b\x7f\xc3", 3),
	    "\\033\\177\\303");
	CHECK_STR("escape stops at nul", escape("ab\0cd", 5), "ab\\0");
}

int
main(void)
{
	test_integers();
	test_flags();
	test_chars_strings();
	test_floats_ptrs();
	test_time_port();
	test_wide();
	test_printa();
	test_parse_struct();
	test_parse_errors();
	test_checks();
	test_argcount();
	test_trace();
	test_agg_layout();
	test_escape();
	UNIT_DONE();
}
