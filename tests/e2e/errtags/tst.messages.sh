# DTrace's tag and words for each of these errors (illumos's messages:
# prototypes of printf/printa/stack/ustack and of associative arrays'
# keys, declarations of arrays and functions, enumerators, bit-fields,
# pragmas, floating-point types, actions used as values, inline
# redefinitions, clauses without actions, type specifiers), one program
# each.
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
n=0
compile() {
	$DTRACE -x errtags -s "$dir/p$n.d" 2>&1 | sed "s|$dir/||"
}
run() {
	n=$((n + 1))
	printf '%s\n' "$@" >"$dir/p$n.d"
	compile
}
# the program as given, without a newline at its end
run_nonl() {
	n=$((n + 1))
	printf '%s' "$1" >"$dir/p$n.d"
	compile
}
run 'BEGIN { printf(1); }'
run 'BEGIN { x = "%d"; printf(x, 1); }'
run 'BEGIN { printa(123); }'
run 'BEGIN { printa("%@d", 123); }'
run 'BEGIN { printf("%z"); }'
run 'BEGIN { stack("x"); }'
run 'BEGIN { ustack(1, "s"); }'
run 'BEGIN { ustack(0); }'
run 'BEGIN { ustack(5, -1); }'
run 'BEGIN { stack(0); }'
run 'BEGIN { x[1, "a"] = 1; }' 'END { x[1, 2] = 2; }'
run 'BEGIN { x[1, "a"] = 1; }' 'END { x[1] = 2; }'
run 'BEGIN { @a[1] = count(); @a[1, 2] = count(); }'
run 'BEGIN { self->t[1] = 1; self->t["a"] = 2; }'
run 'BEGIN { a[0] = 1; trace(sizeof (a)); }'
run 'int a[-7];'
run 'int a[];'
run 'int a[...];'
run 'int f(void v);'
run 'int f(int, void);'
run '#pragma D option quiet' \
    'extern int g(int, ...); extern int h(); extern int k(void);' \
    'BEGIN { printf("accepted\n"); exit(0); }'
run 'enum e { TAG = "x" };'
run 'struct s { int a : 1; int b : 65; } v;'
run '#pragma D error "stop here"'
run '#pragma D depends_on library net.d'
run '#pragma D attributes'
run '#pragma D option quiet' 'int x;' \
    '#pragma D attributes Evolving/Evolving/Common x' \
    'BEGIN { printf("accepted\n"); exit(0); }'
run '#pragma D attributes Stable/Stable/Common nosuch'
run '#pragma D attributes Bogus/Stable/Common x'
run '#pragma D option specsize=-40'
run '#pragma D option nspec=24 * 44'
run 'struct r {' '	struct nosuch p;' '	int x;' '};'
run 'union u {' '	union u inner;' '	int x;' '};'
run 'long struct s' '{' '	int i;' '};'
run 'unsigned struct s {' '	int i;' '};'
run 'BEGIN { trace(offsetof(struct nosuch, x)); }'
run 'struct mytype { int a; };' 'BEGIN { trace(offsetof(struct mytype, b)); }'
run 'enum e {' '	toobig = 2147483648' '};'
run 'extern int;'
run 'struct dup {' '	int x;' '	char x;' '};'
run 'BEGIN { trace(trace(1)); }'
run 'BEGIN { printf("%s", stringof(trace(0))); }'
run 'BEGIN { p = 123 + -trace(0); }'
run 'BEGIN { p = 1 + trace(0); }'
run 'struct i { int a; }; struct o { int b; };' \
    'translator struct o < struct i *p > { b = p->a; };' \
    'struct i *f; BEGIN { x = (uintptr_t)xlate <struct o *> (f); }'
run 'enum e { A }; struct i { int a; };' \
    'translator enum e < struct i *p >' '{' '};'
run 'struct mi { int i; }; struct mo { int myi; };' \
    'translator struct mo < struct mi *p > { myi = p->i; };' \
    'struct mi f; BEGIN { trace(xlate <struct mo> (f)->myi); }'
run 'float f; BEGIN { x = f + 1; }'
run 'double d; BEGIN { x = -d; }'
run 'double d; BEGIN { x = (int)d; }'
run 'double d; BEGIN { x = (float)d; }'
run 'float f; BEGIN { x = f == 0; }'
run 'float f; int i; BEGIN { i = f; }'
run 'struct b {' '	double d : 3;' '};'
run 'double d; BEGIN { printf("%d", d); }'
run 'BEGIN { printf("%g", 1); }'
run 'double d; BEGIN { printf("%Le", d); }'
run 'BEGIN { printf("%d", trace(1)); }'
run 'BEGIN { x = 1 ? exit(0) : trace(); }'
run 'struct bsz { int a : 2; } v;' 'BEGIN { printf("%n", sizeof (v.a)); }'
run 'BEGIN { mutex_type_spin(); }'
run 'BEGIN { x = mutex_owned(arg0); }'
run 'BEGIN { copyout("a", "b", 1); }'
run 'BEGIN { copyinto(1, 2, 3); }'
run 'int foo;' 'inline int foo = 8;'
run 'BEGIN' '{' '	exit(0);' '}' 'END' 'ERROR' '	exit(0);' '}'
run_nonl 'inline int x = 0;
#pragma D option quiet
#pragma'
run 'void *p;' 'BEGIN { trace((int)(p + 1)); }'
run 'struct a {' '	int x;' '}' '' 'struct b {' '	int y;' '};'
run 'BEGIN { i = (short long)0; }'
run 'BEGIN { i = (signed unsigned int)0; }'
run 'BEGIN { i = (long char)0; }'
run 'BEGIN { i = (unsigned double)0; }'
run 'BEGIN { trace(args); }'
run 'BEGIN { trace(strlen); }'
run 'self this int x;'
run 'BEGIN { @a; }'
run '#pragma D option ldpath=/bin'
run 'BEGIN { trace(offsetof(nosuch_t, member)); }'
run 'enum dup {' '	A,' '	B,' '	B = 2' '};'
run 'inline int sq[int x] = x * x;' 'BEGIN { trace(sq); }'
run 'inline int sq[int x] = x * x;' 'BEGIN { trace(sq[1, 2]); }'
run 'inline int sq[int x] = x * x;' 'inline int sq = 1;'
