# Struct and union definitions before the probes: members of integer,
# array, pointer, struct and union types, several declarators after one
# type, the last ';' left out; sizeof, casts of an address to a pointer
# to one, and its members read (a syscall's string argument, seen
# through a struct); a definition after a probe, or with no probe after
# it, is an error.
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT
cat >"$T/defs.bt" <<'EOS'
struct inner { short a; unsigned char b; };
union num { unsigned int u; char c[4]; };
struct outer {
	struct inner in;
	struct inner *ip, **ipp;
	union num n;
	unsigned long long big;
	unsigned long ul;
	int arr[3], z;
	long last
}
struct fnview { char a; char b; char rest[6]; };

tracepoint:syscalls:sys_enter_openat /pid == cpid/
{
	printf("%d %d %d\n", sizeof(struct inner), sizeof(union num),
	    sizeof(struct outer));
	$o = (struct outer *)0;
	printf("%d %d\n", sizeof($o->arr), sizeof($o->n));
	$f = (struct fnview *)args->filename;
	printf("%c%c %s\n", $f->a, $f->b, $f->rest);
	exit();
}
EOS
$BTRACE -c /bin/true "$T/defs.bt"
printf 'BEGIN { exit(); }\nstruct late { int a; };\n' >"$T/late.bt"
$BTRACE "$T/late.bt" 2>&1 | sed "s|$T/||"
printf 'struct lone { int a; };\n' >"$T/lone.bt"
$BTRACE "$T/lone.bt" 2>&1 | sed "s|$T/||"
