/* SPDX-License-Identifier: Apache-2.0 */
/*
 * test_parse.c -- unit tests of the D lexer and parser (dt_lex.c,
 * dt_parse.c, dt_ast.c): precedence, literals, statements, declarations,
 * probe descriptions, -n forms and error messages.
 *
 * Expressions are checked through a compact S-expression rendering of the
 * tree (sx() below); whole programs through dt_ast_dump().
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dt_ast.h"
#include "unit.h"

static char outbuf[65536];

/* ---- S-expression rendering of expressions ------------------------ */

static void sx_node(FILE *fp, const dt_node_t *n);

static void
sx_list(FILE *fp, const dt_node_t *n)
{
	for (; n != NULL; n = n->dn_next) {
		fputc(' ', fp);
		sx_node(fp, n);
	}
}

static void
sx_type(FILE *fp, const dt_node_t *t)
{
	int i;

	fprintf(fp, "<%s", t->dn_tname);
	for (i = 0; i < t->dn_ptr; i++)
		fputc('*', fp);
	fputc('>', fp);
}

static void
sx_op(FILE *fp, const dt_node_t *n)
{
	fprintf(fp, "(%s ", dt_op_name(n->dn_op));
	sx_node(fp, n->dn_left);
	if (n->dn_string != NULL)
		fprintf(fp, " %s", n->dn_string);
	if (n->dn_kind == DT_NODE_OP2 && n->dn_right != NULL)
		sx_list(fp, n->dn_right);
	fputc(')', fp);
}

static void
sx_node(FILE *fp, const dt_node_t *n)
{
	switch (n->dn_kind) {
	case DT_NODE_INT: fprintf(fp, "%llu", (unsigned long long)n->dn_int);
		break;
	case DT_NODE_STRING: fprintf(fp, "\"%s\"", n->dn_string); break;
	case DT_NODE_IDENT: fputs(n->dn_string, fp); break;
	case DT_NODE_MACRO: fprintf(fp, "$%s", n->dn_string); break;
	case DT_NODE_AGG: fprintf(fp, "@%s", n->dn_string); break;
	case DT_NODE_SELF: fprintf(fp, "self->%s", n->dn_string); break;
	case DT_NODE_THIS: fprintf(fp, "this->%s", n->dn_string); break;
	case DT_NODE_OP1: case DT_NODE_OP2: sx_op(fp, n); break;
	case DT_NODE_OP3:
		fputs("(? ", fp); sx_node(fp, n->dn_left); fputc(' ', fp);
		sx_node(fp, n->dn_right); fputc(' ', fp);
		sx_node(fp, n->dn_third); fputc(')', fp);
		break;
	case DT_NODE_ARRAY:
		fputs("([ ", fp); sx_node(fp, n->dn_left);
		sx_list(fp, n->dn_args); fputc(')', fp);
		break;
	case DT_NODE_CALL:
		fprintf(fp, "(%s", n->dn_string); sx_list(fp, n->dn_args);
		fputc(')', fp);
		break;
	case DT_NODE_CAST:
		fputs("(cast ", fp); sx_type(fp, n->dn_type); fputc(' ', fp);
		sx_node(fp, n->dn_left); fputc(')', fp);
		break;
	case DT_NODE_SIZEOF:
		fputs("(sizeof ", fp);
		if (n->dn_type) sx_type(fp, n->dn_type);
		else sx_node(fp, n->dn_left);
		fputc(')', fp);
		break;
	case DT_NODE_OFFSETOF:
		fputs("(offsetof ", fp); sx_type(fp, n->dn_type);
		fprintf(fp, " %s)", n->dn_string);
		break;
	case DT_NODE_XLATE:
		fputs("(xlate ", fp); sx_type(fp, n->dn_type); fputc(' ', fp);
		sx_node(fp, n->dn_left); fputc(')', fp);
		break;
	default: fprintf(fp, "?%s", dt_nodekind_name(n->dn_kind)); break;
	}
}

/* Parse "BEGIN { <e>; }" and render the statement's expression. */
static const char *
sx(const char *e)
{
	char src[4096], err[256];
	dt_ast_t *ast;
	FILE *fp;
	int l, c;

	snprintf(src, sizeof(src), "BEGIN { %s; }", e);
	if (dt_parse_d(src, strlen(src), NULL, DT_PARSE_PROGRAM, &ast, err,
	    sizeof(err), &l, &c, NULL, NULL) != 0) {
		snprintf(outbuf, sizeof(outbuf), "ERR %s", err);
		return outbuf;
	}
	fp = fmemopen(outbuf, sizeof(outbuf), "w");
	sx_node(fp, ast->da_root->dn_body->dn_body->dn_left);
	fclose(fp);
	dt_ast_free(ast);
	return outbuf;
}

/* Parse a program; return its dump, or "ERR line:col: message". */
static const char *dumpn(const char *src, size_t len, dt_parsekind_t kind);

static const char *
dump(const char *src, dt_parsekind_t kind)
{
	return dumpn(src, strlen(src), kind);
}

static const char *
dumpn(const char *src, size_t len, dt_parsekind_t kind)
{
	char err[256];
	dt_ast_t *ast;
	FILE *fp;
	int l = 0, c = 0;

	if (dt_parse_d(src, len, "t.d", kind, &ast, err, sizeof(err),
	    &l, &c, NULL, NULL) != 0) {
		snprintf(outbuf, sizeof(outbuf), "ERR %d:%d: %s", l, c, err);
		return outbuf;
	}
	fp = fmemopen(outbuf, sizeof(outbuf), "w");
	dt_ast_dump(ast, fp);
	fclose(fp);
	dt_ast_free(ast);
	return outbuf;
}

static const char *
err(const char *src)
{
	const char *s = dump(src, DT_PARSE_PROGRAM);

	return strncmp(s, "ERR", 3) == 0 ? s : "(parsed)";
}

/* ---- expressions -------------------------------------------------- */

static const struct { const char *in, *out; } expr_cases[] = {
	{ "1 + 2 * 3", "(+ 1 (* 2 3))" },
	{ "1 - 2 - 3", "(- (- 1 2) 3)" },
	{ "a = b = c", "(= a (= b c))" },
	{ "a += b -= 2", "(+= a (-= b 2))" },
	{ "a <<= 1, b >>= 2", "(, (<<= a 1) (>>= b 2))" },
	{ "a || b ^^ c && d", "(|| a (^^ b (&& c d)))" },
	{ "a | b ^ c & d", "(| a (^ b (& c d)))" },
	{ "a == b < c", "(== a (< b c))" },
	{ "a != b >= c << d + e", "(!= a (>= b (<< c (+ d e))))" },
	{ "a % b / c * d", "(* (/ (% a b) c) d)" },
	{ "a ? b : c ? d : e", "(? a b (? c d e))" },
	{ "a ? b, c : d", "(? a (, b c) d)" },
	{ "-a * !b", "(* (- a) (! b))" },
	{ "~a + +b", "(+ (~ a) (+ b))" },
	{ "*p++", "(* (++(post) p))" },
	{ "&x->y", "(& (-> x y))" },
	{ "++a + --b", "(+ (++ a) (-- b))" },
	{ "a-- - b++", "(- (--(post) a) (++(post) b))" },
	{ "(a + b) * c", "(* (+ a b) c)" },
	{ "sizeof (int)", "(sizeof <int>)" },
	{ "sizeof x + 1", "(+ (sizeof x) 1)" },
	{ "sizeof (x)", "(sizeof x)" },
	{ "stringof x", "(stringof x)" },
	{ "(int)x + 1", "(+ (cast <int> x) 1)" },
	{ "(char *)arg0", "(cast <char*> arg0)" },
	{ "(unsigned long long)x", "(cast <unsigned long long> x)" },
	{ "(uint64_t)x", "(cast <uint64_t> x)" },
	{ "(struct task_struct *)curthread",
	    "(cast <struct task_struct*> curthread)" },
	{ "(string)x", "(cast <string> x)" },
	{ "(u32)arg0", "(cast <u32> arg0)" },
	{ "(struct file **)p", "(cast <struct file**> p)" },
	{ "(foo *)p", "(cast <foo*> p)" },
	{ "(x) - 1", "(- x 1)" },
	{ "(x) * y", "(* x y)" },
	{ "(x)[1]", "([] x 1)" },
	{ "(x)", "x" },
	{ "offsetof(struct s, m)", "(offsetof <struct s> m)" },
	{ "xlate <psinfo_t *> (curthread)",
	    "(xlate <psinfo_t*> curthread)" },
	{ "x[1, 2]", "([ x 1 2)" },
	{ "self->x[1]", "([ self->x 1)" },
	{ "this->buf[0]", "([ this->buf 0)" },
	{ "@a[pid] = count()", "(= ([ @a pid) (count))" },
	{ "@ = sum(1)", "(= @ (sum 1))" },
	{ "@[1] = max(x)", "(= ([ @ 1) (max x))" },
	{ "f()[3]", "([] (f) 3)" },
	{ "x[1][2]", "([] ([ x 1) 2)" },
	{ "args[0]->name", "(-> ([ args 0) name)" },
	{ "curthread->mm.start", "(. (-> curthread mm) start)" },
	{ "printf(\"%d %s\", a, b)", "(printf \"%d %s\" a b)" },
	{ "trace((a, b))", "(trace (, a b))" },
	{ "vmlinux`jiffies", "vmlinux`jiffies" },
	{ "`max_pfn + 1", "(+ `max_pfn 1)" },
	{ "libc.so.6`errno", "libc.so.6`errno" },
	{ "$1 + $$2", "(+ $1 $$2)" },
	{ "$target + $pid + $0", "(+ (+ $target $pid) $0)" },
	{ "self->ts = timestamp", "(= self->ts timestamp)" },
	{ "a / b", "(/ a b)" },
	{ "a /= 2", "(/= a 2)" },
	{ "x ^= y", "(^= x y)" },
	{ "x |= y & z", "(|= x (& y z))" },
	{ "-1", "(- 1)" },
	{ "a+++b", "(+ (++(post) a) b)" },
};

static void
test_exprs(void)
{
	size_t i;

	for (i = 0; i < sizeof(expr_cases) / sizeof(expr_cases[0]); i++) {
		char name[128];

		snprintf(name, sizeof(name), "expr %s", expr_cases[i].in);
		CHECK_STR(name, sx(expr_cases[i].in), expr_cases[i].out);
	}
}

/* ---- literals ------------------------------------------------------ */

static const struct { const char *in, *dump; } lit_cases[] = {
	{ "42", "INT 42" },
	{ "0x1F", "INT 31 octhex" },
	{ "017", "INT 15 octhex" },
	{ "0", "INT 0" },
	{ "10u", "INT 10 unsigned" },
	{ "10U", "INT 10 unsigned" },
	{ "10l", "INT 10 long" },
	{ "10L", "INT 10 long" },
	{ "10ul", "INT 10 unsigned long" },
	{ "10ll", "INT 10 longlong" },
	{ "10ULL", "INT 10 unsigned longlong" },
	{ "18446744073709551615", "INT 18446744073709551615" },
	{ "9223372036854775807", "INT 9223372036854775807" },
	{ "0xffffffffffffffff", "INT 18446744073709551615 octhex" },
	{ "'a'", "INT 97 char" },
	{ "'\\n'", "INT 10 char" },
	{ "'\\0'", "INT 0 char" },
	{ "'\\x41'", "INT 65 char" },
	{ "'\\101'", "INT 65 char" },
	{ "'ab'", "INT 24930 char" },
	{ "'\\''", "INT 23591 char" },	/* DTrace: \' is no escape */
	{ "\"hi\"", "STRING \"hi\"" },
	{ "\"a\\tb\\n\"", "STRING \"a\\tb\\n\"" },
	{ "\"\\\\ \\\"\"", "STRING \"\\\\ \\\"\"" },
	{ "\"\\a\\b\\f\\r\\v\"", "STRING \"\\007\\010\\014\\015\\013\"" },
	{ "\"\\x41\\102\"", "STRING \"AB\"" },
	{ "\"a\\0b\"", "STRING \"a\\000b\"" },
	{ "\"\\q\"", "STRING \"\\\\q\"" },
};

/* The dump line of the expression in "BEGIN { trace(<lit>); }". */
static const char *
lit_dump(const char *lit)
{
	char src[512];
	const char *d, *p, *e;
	static char line[512];

	snprintf(src, sizeof(src), "BEGIN { trace(%s); }", lit);
	d = dump(src, DT_PARSE_PROGRAM);
	if ((p = strstr(d, "arg: ")) == NULL)
		return d;
	p += 5;
	e = strrchr(p, ' ');	/* drop the position */
	snprintf(line, sizeof(line), "%.*s", (int)(e - p), p);
	return line;
}

static void
test_literals(void)
{
	size_t i;

	for (i = 0; i < sizeof(lit_cases) / sizeof(lit_cases[0]); i++) {
		char name[128];

		snprintf(name, sizeof(name), "literal %s", lit_cases[i].in);
		CHECK_STR(name, lit_dump(lit_cases[i].in), lit_cases[i].dump);
	}
}

/* ---- probe descriptions and -n forms ------------------------------ */

static const char *const pdescs[] = {
	"BEGIN", "syscall::read:entry", "syscall:::entry", "profile-997",
	"tick-5s", "pid$target:libc.so.6:malloc:entry",
	"pid123:a.out:main:4f", "fbt:vmlinux:*read*:entry",
	"syscall::[rw]*:entry", "proc:::exec-success",
	"sdt:sched::sched_switch", "io:::start", ":::BEGIN",
};

static void
test_pdescs(void)
{
	size_t i;

	for (i = 0; i < sizeof(pdescs) / sizeof(pdescs[0]); i++) {
		char src[256], want[512], name[128];

		snprintf(src, sizeof(src), "%s\n{ }", pdescs[i]);
		snprintf(want, sizeof(want), "PROGRAM 1:1\n  body: CLAUSE 1:1\n"
		    "    pdesc: PDESC \"%s\" 1:1\n", pdescs[i]);
		snprintf(name, sizeof(name), "pdesc %s", pdescs[i]);
		CHECK_STR(name, dump(src, DT_PARSE_PROGRAM), want);
	}
	CHECK_STR("pdesc list with comment and predicate",
	    dump("syscall::read:entry, /* c */ syscall::write:entry\n"
	    "/pid == 1/ { }", DT_PARSE_PROGRAM),
	    "PROGRAM 1:1\n"
	    "  body: CLAUSE 1:1\n"
	    "    pdesc: PDESC \"syscall::read:entry\" 1:1\n"
	    "    pdesc: PDESC \"syscall::write:entry\" 1:30\n"
	    "    pred: OP2 == 2:6\n"
	    "      left: IDENT \"pid\" 2:2\n"
	    "      right: INT 1 2:9\n");
	CHECK_STR("pdesc ends at brace",
	    dump("BEGIN{exit(0)}", DT_PARSE_PROGRAM),
	    "PROGRAM 1:1\n"
	    "  body: CLAUSE 1:1\n"
	    "    pdesc: PDESC \"BEGIN\" 1:1\n"
	    "    body: EXPR 1:7\n"
	    "      left: CALL \"exit\" 1:7\n"
	    "        arg: INT 0 1:12\n");
}

static void
test_probes_mode(void)
{
	CHECK_STR("-n bare description",
	    dump("syscall::read:entry", DT_PARSE_PROBES),
	    "PROGRAM 1:1\n  body: CLAUSE 1:1\n"
	    "    pdesc: PDESC \"syscall::read:entry\" 1:1\n");
	CHECK_STR("-n description and predicate",
	    dump("BEGIN /x/", DT_PARSE_PROBES),
	    "PROGRAM 1:1\n  body: CLAUSE 1:1\n"
	    "    pdesc: PDESC \"BEGIN\" 1:1\n    pred: IDENT \"x\" 1:8\n");
	CHECK_STR("-n two clauses",
	    dump("syscall::openat:entry { n++ } tick-5s { exit(0); }",
	    DT_PARSE_PROBES),
	    "PROGRAM 1:1\n"
	    "  body: CLAUSE 1:1\n"
	    "    pdesc: PDESC \"syscall::openat:entry\" 1:1\n"
	    "    body: EXPR 1:25\n"
	    "      left: OP1 ++(post) 1:26\n"
	    "        left: IDENT \"n\" 1:25\n"
	    "  body: CLAUSE 1:31\n"
	    "    pdesc: PDESC \"tick-5s\" 1:31\n"
	    "    body: EXPR 1:41\n"
	    "      left: CALL \"exit\" 1:41\n"
	    "        arg: INT 0 1:46\n");
	CHECK_STR("-n two bare descriptions",
	    dump("BEGIN,END", DT_PARSE_PROBES),
	    "PROGRAM 1:1\n  body: CLAUSE 1:1\n"
	    "    pdesc: PDESC \"BEGIN\" 1:1\n    pdesc: PDESC \"END\" 1:7\n");
	CHECK_STR("-s file needs a body", err("BEGIN"),
	    "ERR 1:1: expected predicate and/or actions following probe "
	    "description");
	CHECK_STR("-s file needs actions after predicate", err("BEGIN\n/x/"),
	    "ERR 2:2: expected actions { } following probe description and "
	    "predicate");
	CHECK("empty {} body is NULL", strstr(dump("BEGIN {}",
	    DT_PARSE_PROGRAM), "body: EXPR") == NULL);
}

/* ---- statements ---------------------------------------------------- */

static void
test_statements(void)
{
	CHECK_STR("if/else and blocks",
	    dump("BEGIN { if (x) { a = 1; b = 2 } else if (y) c = 3; else {} "
	    "{ d; } ;; e }", DT_PARSE_PROGRAM),
	    "PROGRAM 1:1\n"
	    "  body: CLAUSE 1:1\n"
	    "    pdesc: PDESC \"BEGIN\" 1:1\n"
	    "    body: IF 1:9\n"
	    "      left: IDENT \"x\" 1:13\n"
	    "      body: EXPR 1:18\n"
	    "        left: OP2 = 1:20\n"
	    "          left: IDENT \"a\" 1:18\n"
	    "          right: INT 1 1:22\n"
	    "      body: EXPR 1:25\n"
	    "        left: OP2 = 1:27\n"
	    "          left: IDENT \"b\" 1:25\n"
	    "          right: INT 2 1:29\n"
	    "      else: IF 1:38\n"
	    "        left: IDENT \"y\" 1:42\n"
	    "        body: EXPR 1:45\n"
	    "          left: OP2 = 1:47\n"
	    "            left: IDENT \"c\" 1:45\n"
	    "            right: INT 3 1:49\n"
	    "    body: BLOCK 1:60\n"
	    "      body: EXPR 1:62\n"
	    "        left: IDENT \"d\" 1:62\n"
	    "    body: EXPR 1:70\n"
	    "      left: IDENT \"e\" 1:70\n");
	CHECK_STR("missing ; between statements", err("BEGIN { a = 1 b = 2 }"),
	    "ERR 1:15: syntax error near \"b\"");
	CHECK_STR("if needs parens", err("BEGIN { if x { } }"),
	    "ERR 1:12: syntax error near \"x\"");
}

/* ---- declarations -------------------------------------------------- */

static void
test_decls(void)
{
	CHECK_STR("scalar decls",
	    dump("int x; self int y; this string s; extern int z;\n"
	    "unsigned u; long int li; unsigned long long int ull;\n"
	    "signed char sc; char *p, **pp; int arr[4][2];",
	    DT_PARSE_PROGRAM),
	    "PROGRAM 1:1\n"
	    "  body: DECL \"x\" 1:5\n    type: TYPE \"int\" 1:1\n"
	    "  body: DECL \"y\" class=self 1:17\n    type: TYPE \"int\" 1:13\n"
	    "  body: DECL \"s\" class=this 1:32\n"
	    "    type: TYPE \"string\" 1:25\n"
	    "  body: DECL \"z\" class=extern 1:46\n"
	    "    type: TYPE \"int\" 1:42\n"
	    "  body: DECL \"u\" 2:10\n    type: TYPE \"unsigned int\" 2:1\n"
	    "  body: DECL \"li\" 2:22\n    type: TYPE \"long\" 2:13\n"
	    "  body: DECL \"ull\" 2:49\n"
	    "    type: TYPE \"unsigned long long\" 2:26\n"
	    "  body: DECL \"sc\" 3:13\n    type: TYPE \"signed char\" 3:1\n"
	    "  body: DECL \"p\" 3:23\n    type: TYPE \"char\" ptr=1 3:17\n"
	    "  body: DECL \"pp\" 3:28\n    type: TYPE \"char\" ptr=2 3:17\n"
	    "  body: DECL \"arr\" 3:36\n    type: TYPE \"int\" 3:32\n"
	    "      dim: INT 4 3:40\n      dim: INT 2 3:43\n");
	CHECK_STR("typedef then use",
	    dump("typedef struct foo foo_t;\nfoo_t *fp;\nBEGIN { x = (foo_t *)0; }",
	    DT_PARSE_PROGRAM),
	    "PROGRAM 1:1\n"
	    "  body: DECL \"foo_t\" class=typedef 1:20\n"
	    "    type: TYPE \"struct foo\" 1:9\n"
	    "  body: DECL \"fp\" 2:8\n    type: TYPE \"foo_t\" ptr=1 2:1\n"
	    "  body: CLAUSE 3:1\n"
	    "    pdesc: PDESC \"BEGIN\" 3:1\n"
	    "    body: EXPR 3:9\n"
	    "      left: OP2 = 3:11\n"
	    "        left: IDENT \"x\" 3:9\n"
	    "        right: CAST 3:13\n"
	    "          type: TYPE \"foo_t\" ptr=1 3:14\n"
	    "          left: INT 0 3:22\n");
	CHECK_STR("struct/union/enum",
	    dump("struct s { int a; char b[8]; unsigned int f:3; };\n"
	    "union u { int i; long l; } uv;\nenum e { A, B = 5, C };",
	    DT_PARSE_PROGRAM),
	    "PROGRAM 1:1\n"
	    "  body: DECL 1:1\n"
	    "    type: TYPE \"struct s\" 1:1\n"
	    "      body: SUE \"s\" 1:1\n"
	    "        body: DECL \"a\" 1:16\n"
	    "          type: TYPE \"int\" 1:12\n"
	    "        body: DECL \"b\" 1:24\n"
	    "          type: TYPE \"char\" 1:19\n"
	    "            dim: INT 8 1:26\n"
	    "        body: DECL \"f\" 1:43\n"
	    "          type: TYPE \"unsigned int\" 1:30\n"
	    "          left: INT 3 1:45\n"
	    "  body: DECL \"uv\" 2:28\n"
	    "    type: TYPE \"union u\" 2:1\n"
	    "      body: SUE \"u\" union 2:1\n"
	    "        body: DECL \"i\" 2:15\n"
	    "          type: TYPE \"int\" 2:11\n"
	    "        body: DECL \"l\" 2:23\n"
	    "          type: TYPE \"long\" 2:18\n"
	    "  body: DECL 3:1\n"
	    "    type: TYPE \"enum e\" 3:1\n"
	    "      body: ENUM \"e\" 3:1\n"
	    "        body: ENUMERATOR \"A\" 3:10\n"
	    "        body: ENUMERATOR \"B\" 3:13\n"
	    "          left: INT 5 3:17\n"
	    "        body: ENUMERATOR \"C\" 3:20\n");
	CHECK_STR("inline",
	    dump("inline int NCPU = 4;", DT_PARSE_PROGRAM),
	    "PROGRAM 1:1\n"
	    "  body: INLINE \"NCPU\" 1:1\n"
	    "    type: TYPE \"int\" 1:8\n"
	    "    left: INT 4 1:19\n");
	CHECK_STR("translator",
	    dump("translator struct out < struct in *P > { m = P->x; n = 1; };",
	    DT_PARSE_PROGRAM),
	    "PROGRAM 1:1\n"
	    "  body: XLATOR \"P\" 1:1\n"
	    "    type: TYPE \"struct out\" 1:12\n"
	    "    third: TYPE \"struct in\" ptr=1 1:25\n"
	    "    body: XLMEMBER \"m\" 1:42\n"
	    "      left: OP2 -> \"x\" 1:47\n"
	    "        left: IDENT \"P\" 1:46\n"
	    "    body: XLMEMBER \"n\" 1:52\n"
	    "      left: INT 1 1:56\n");
	CHECK_STR("provider",
	    dump("provider p { probe q(int, char *); probe r() : (void); };",
	    DT_PARSE_PROGRAM),
	    "PROGRAM 1:1\n"
	    "  body: PROVIDER \"p\" 1:1\n"
	    "    body: PROBEDECL \"q\" 1:20\n"
	    "      arg: TYPE \"int\" 1:22\n"
	    "      arg: TYPE \"char\" ptr=1 1:27\n"
	    "    body: PROBEDECL \"r\" 1:42\n"
	    "      right: TYPE \"void\" 1:49\n");
	CHECK_STR("typedef name starts a declaration",
	    err("uint64_t x; pid_t *p;"), "(parsed)");
	CHECK_STR("bad type combination", err("int char c;"),
	    "ERR 1:5: invalid type combination");
	CHECK_STR("long char", err("long char c;"),
	    "ERR 1:1: invalid type declaration: short and long may not be "
	    "used with char type");
}

/* ---- pragmas, comments, line markers ------------------------------ */

static void
test_pragmas(void)
{
	CHECK_STR("pragmas and #!",
	    dump("#!/usr/sbin/dtrace -s\n#pragma D option quiet\n"
	    "  #pragma D option bufsize=4m\n#pragma ident \"a b\"\n"
	    "#pragma D depends_on provider syscall\n", DT_PARSE_PROGRAM),
	    "PROGRAM 1:1\n"
	    "  body: PRAGMA 2:1\n"
	    "    arg: STRING \"D\" 2:9\n"
	    "    arg: STRING \"option\" 2:11\n"
	    "    arg: STRING \"quiet\" 2:18\n"
	    "  body: PRAGMA 3:3\n"
	    "    arg: STRING \"D\" 3:11\n"
	    "    arg: STRING \"option\" 3:13\n"
	    "    arg: STRING \"bufsize=4m\" 3:20\n"
	    "  body: PRAGMA 4:1\n"
	    "    arg: STRING \"ident\" 4:9\n"
	    "    arg: STRING \"a b\" 4:15\n"
	    "  body: PRAGMA 5:1\n"
	    "    arg: STRING \"D\" 5:9\n"
	    "    arg: STRING \"depends_on\" 5:11\n"
	    "    arg: STRING \"provider\" 5:22\n"
	    "    arg: STRING \"syscall\" 5:31\n");
	CHECK_STR("line marker", err("# 10 \"x.d\"\nBEGIN { x = ; }"),
	    "ERR 10:13: syntax error near \";\"");
	CHECK_STR("#pragma line", err("#pragma line 20\nBEGIN { x = ; }"),
	    "ERR 20:13: syntax error near \";\"");
	CHECK_STR("comments",
	    err("/* a\n b */ BEGIN // c\n{ x = 1; /* d */ } // e"),
	    "(parsed)");
	CHECK_STR("invalid directive", err("#include <x.h>\n"),
	    "ERR 1:1: invalid control directive: #include");
}

/* ---- errors -------------------------------------------------------- */

static const struct { const char *in, *out; } err_cases[] = {
	{ "BEGIN { x = 1 }}", "ERR 1:16: syntax error near \"}\"" },
	{ "BEGIN { x = 1 +; }", "ERR 1:16: syntax error near \";\"" },
	{ "BEGIN {\n x = \n", "ERR 3:1: syntax error near end of input" },
	{ "BEGIN { x = \"abc\n\"; }",
	    "ERR 2:13: newline encountered in string literal" },
	{ "BEGIN { x = \"abc", "ERR 1:13: syntax error near \"\"\"" },
	{ "BEGIN { x = 'a\n'; }",
	    "ERR 2:13: newline encountered in character constant" },
	{ "BEGIN { x = ''; }", "ERR 1:13: empty character constant" },
	{ "BEGIN { x = 'abcdefghi'; }",
	    "ERR 1:13: character constant is too long" },
	{ "BEGIN { x = 08; }",
	    "ERR 1:13: constant 08 contains invalid digit 8" },
	{ "BEGIN { x = 99999999999999999999; }", "ERR 1:13: constant "
	    "99999999999999999999 results in integer overflow" },
	{ "BEGIN { x = 1.5; }",
	    "ERR 1:13: floating-point constants are not permitted" },
	{ "BEGIN { /* x", "ERR 1:13: end-of-file encountered before "
	    "matching */" },
	{ "BEGIN { /* /* */ }",
	    "ERR 1:12: /* encountered inside a comment" },
	{ "BEGIN { x = # }", "ERR 1:13: syntax error near \"#\"" },
	{ "BEGIN { x = 1); }", "ERR 1:14: extra ) in input stream" },
	{ "BEGIN { x = a]; }", "ERR 1:14: extra ] in input stream" },
	{ "BEGIN /(x/ { }",
	    "ERR 1:10: closing ) expected in predicate before /" },
	{ "BEGIN /x[1/ { }",
	    "ERR 1:11: closing ] expected in predicate before /" },
	{ "BEGIN { do = 1; }", "ERR 1:9: syntax error near \"do\"" },
	{ "BEGIN { x = while; }", "ERR 1:13: syntax error near \"while\"" },
	{ "BEGIN { for (;;) {} }", "ERR 1:9: syntax error near \"for\"" },
	{ "BEGIN { a + b = 1; }", "ERR 1:15: syntax error near \"=\"" },
	{ "BEGIN { x = \"a\" \"b\"; }",
	    "ERR 1:17: syntax error near \"\"b\"\"" },
	{ "}", "ERR 1:1: syntax error near \"}\"" },
	{ "BEGIN\n{\n  x = $;\n}", "ERR 3:7: syntax error near \"$\"" },
	{ "BEGIN { @a[] = count(); }", "ERR 1:12: syntax error near \"]\"" },
	{ "BEGIN { self-> = 1; }", "ERR 1:16: syntax error near \"=\"" },
	{ "struct s { };", "ERR 1:12: syntax error near \"}\"" },
	{ "BEGIN, { }", "ERR 1:8: syntax error near \"{\"" },
	{ "int x", "ERR 1:6: syntax error near end of input" },
};

static void
test_errors(void)
{
	size_t i;

	for (i = 0; i < sizeof(err_cases) / sizeof(err_cases[0]); i++) {
		char name[128];

		snprintf(name, sizeof(name), "error %s", err_cases[i].in);
		CHECK_STR(name, err(err_cases[i].in), err_cases[i].out);
	}
}

/* Deep nesting fails cleanly instead of exhausting the stack. */
static void
test_limits(void)
{
	size_t n = 100000, i;
	char *s = malloc(n * 2 + 32);
	int ok;

	if (s == NULL)
		return;
	strcpy(s, "BEGIN { x = ");
	for (i = 0; i < n; i++)
		strcat(s + 12 + i, "(");
	CHECK_STR("deep parens", err(s),
	    "ERR 1:512: nesting too deep (more than 1000 levels)");
	strcpy(s, "BEGIN { x = 1");
	for (i = 0; i < n / 4; i++)
		memcpy(s + 13 + i * 2, "+1", 2);
	strcpy(s + 13 + (n / 4) * 2, "; }");
	ok = strncmp(err(s), "ERR", 3) == 0;
	CHECK("long operator chain rejected", ok);
	CHECK_STR("empty program", dump("", DT_PARSE_PROGRAM),
	    "PROGRAM 1:1\n");
	CHECK_STR("NUL ends input", dumpn("BEGIN {}\0garbage", 16,
	    DT_PARSE_PROGRAM), "PROGRAM 1:1\n  body: CLAUSE 1:1\n"
	    "    pdesc: PDESC \"BEGIN\" 1:1\n");
	free(s);
}

static void
test_names(void)
{
	CHECK_STR("op name <<=", dt_op_name(DT_OP_LSH_EQ), "<<=");
	CHECK_STR("op name ->", dt_op_name(DT_OP_ARROW), "->");
	CHECK_STR("op name post++", dt_op_name(DT_OP_POSTINC), "++(post)");
	CHECK_STR("kind name", dt_nodekind_name(DT_NODE_XLATOR), "XLATOR");
}

int
main(void)
{
	test_exprs();
	test_literals();
	test_pdescs();
	test_probes_mode();
	test_statements();
	test_decls();
	test_pragmas();
	test_errors();
	test_limits();
	test_names();
	UNIT_DONE();
}
