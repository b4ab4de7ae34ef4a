/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_options.c -- the options table and "-x name=value" handling.
 *
 * One row per option name: its type, its default and whether the engine
 * honours it.  Every option DTrace has (illumos, FreeBSD or Oracle) that
 * dtrace(1) documents is a row; those Linux and eBPF make moot are
 * accepted with their values checked as DTrace checks them, and
 * docs/options.md says what each one does here.
 *
 * Value syntax, as in DTrace:
 *   sizes     a number with an optional k, m, g or t suffix (either case);
 *   rates     a number with a time suffix (ns us ms s m h d, or their long
 *             forms) or hz; a bare number means hz.  Stored as a period
 *             in nanoseconds (0 stays 0);
 *   booleans  no value, or yes/no, on/off, true/false, enable(d)/
 *             disable(d), set/unset, or a number (nonzero is on);
 *             stored as 1 or 0;
 *   policies  fill, switch or ring (DT_BUFPOLICY_*);
 *   oformat   text, json (DTrace's), bt or btjson (bpftrace's text and
 *             -f json), folded (stacks for flame graphs), openmetrics
 *             or btopenbsd (bt's, maps as OpenBSD's btrace prints them:
 *             btrace's -O openbsd) (DT_OFORMAT_*);
 *   lang      d or bt: the language whose functions a program may call
 *             (btrace sets it; not documented for dtrace(1) users);
 *   mapkeys   how many keys each associative array and aggregation holds
 *             (btrace's BPFTRACE_MAP_KEYS_MAX); 0, the default, sizes them
 *             by dynvarsize and aggsize;
 *   btrun     trace, test or bench: a bt program's tracing probes, its
 *             test: probes or its bench: probes (btrace's --test,
 *             --bench; DT_BTRUN_*);
 *   catbytes  how many bytes of a file cat() prints (btrace's
 *             BPFTRACE_CAT_BYTES_MAX; 10k);
 *   nousyms   user addresses are printed in hex, not as symbols (btrace's
 *             BPFTRACE_NO_USER_SYMBOLS);
 *   helpercheck  warn at run time of a BPF helper that failed: 1 for
 *             probe reads (btrace's -k), 2 for every checked helper (-kk);
 *   nowarnings  bt's compile-time warnings are not printed (btrace's
 *             --no-warnings);
 *   integers  a non-negative number in C syntax;
 *   flags     compiler flags (argref, empty, nolibs, verbose ...): no
 *             value at all, not even an empty one (DTrace's "Invalid
 *             value for specified option" otherwise); kdefs and udefs
 *             clear knodefs and unodefs;
 *   words     one of the option's words, exactly: bufresize auto|manual,
 *             encoding ascii|utf8, linkmode kernel|primary|dynamic|static,
 *             stdc a|c|s|t;
 *   registers iregs and tree: a count above 0, read as atoi() reads it
 *             (digits after optional blanks and sign; the rest ignored);
 *   version   a D version DTrace defines (1.0 ... 1.13), written
 *             major.minor[.micro]; a malformed one, one DTrace does not
 *             define, and one above a version set before are refused
 *             with DTrace's three messages;
 *   dirs      libdir, syslibdir: any text;
 *   lockmem   a size, or "unlimited" (stored as INT64_MAX).
 */
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>
#include <sys/resource.h>

#include "dt_cpp.h"
#include "dt_impl.h"
#include "dt_program.h"
#include "dt_types.h"

#define NANOSEC		1000000000LL
#define KB		1024LL
#define MB		(1024LL * KB)

#define ROW(name, id, type, def, impl)	{ name, id, type, def, impl, NULL }
#define WORDS(name, id, words, def)	{ name, id, DT_OT_WORD, def, 1, words }

/* the words of DT_OT_WORD options, in the order of their values */
static const char *const dt_bufresize[] = { "auto", "manual", NULL };
static const char *const dt_encodings[] = { "ascii", "utf8", NULL };
static const char *const dt_btruns[] = { "trace", "test", "bench", NULL };
static const char *const dt_linkmodes[] = {
	"kernel", "primary", "dynamic", "static", NULL
};
static const char *const dt_stdcmodes[] = { "a", "c", "s", "t", NULL };
static const char *const dt_evaltimes[] = {
	"exec", "preinit", "postinit", "main", NULL
};
static const char *const dt_lates[] = { "dynamic", "static", NULL };
static const char *const dt_linktypes[] = { "elf", "dof", NULL };

/* the cleaning rate: DTrace's default and the bounds its kernel keeps it
 * in (101 Hz; 5000 Hz to once a minute) */
#define DT_CLEANRATE_DEFAULT	9900990LL
#define DT_CLEANRATE_MIN	200000LL
#define DT_CLEANRATE_MAX	(60 * NANOSEC)

const dt_optdesc_t dt_optdescs[] = {
	ROW("quiet",		DT_OPT_QUIET,		DT_OT_BOOL,	0,	1),
	ROW("bufsize",		DT_OPT_BUFSIZE,		DT_OT_SIZE,	4 * MB,	1),
	ROW("aggsize",		DT_OPT_AGGSIZE,		DT_OT_SIZE,	4 * MB,	1),
	ROW("strsize",		DT_OPT_STRSIZE,		DT_OT_SIZE,	256,	1),
	ROW("dynvarsize",	DT_OPT_DYNVARSIZE,	DT_OT_SIZE,	MB,	1),
	ROW("switchrate",	DT_OPT_SWITCHRATE,	DT_OT_RATE,	NANOSEC, 1),
	ROW("aggrate",		DT_OPT_AGGRATE,		DT_OT_RATE,	NANOSEC, 1),
	ROW("statusrate",	DT_OPT_STATUSRATE,	DT_OT_RATE,	NANOSEC, 1),
	ROW("bufpolicy",	DT_OPT_BUFPOLICY,	DT_OT_POLICY,
	    DT_BUFPOLICY_SWITCH, 1),
	ROW("flowindent",	DT_OPT_FLOWINDENT,	DT_OT_BOOL,	0,	1),
	ROW("destructive",	DT_OPT_DESTRUCTIVE,	DT_OT_BOOL,	0,	1),
	ROW("zdefs",		DT_OPT_ZDEFS,		DT_OT_BOOL,	0,	1),
	ROW("defaultargs",	DT_OPT_DEFAULTARGS,	DT_OT_BOOL,	0,	1),
	ROW("stackframes",	DT_OPT_STACKFRAMES,	DT_OT_INT,	20,	1),
	ROW("ustackframes",	DT_OPT_USTACKFRAMES,	DT_OT_INT,	20,	1),
	ROW("nspec",		DT_OPT_NSPEC,		DT_OT_INT,	1,	1),
	ROW("specsize",		DT_OPT_SPECSIZE,	DT_OT_SIZE,	32 * KB, 1),
	ROW("cpu",		DT_OPT_CPU,		DT_OT_INT,	-1,	1),
	ROW("errtags",		DT_OPT_ERRTAGS,		DT_OT_BOOL,	0,	1),
	ROW("droptags",		DT_OPT_DROPTAGS,	DT_OT_BOOL,	0,	1),
	ROW("aggsortkey",	DT_OPT_AGGSORTKEY,	DT_OT_BOOL,	0,	1),
	ROW("aggsortrev",	DT_OPT_AGGSORTREV,	DT_OT_BOOL,	0,	1),
	ROW("aggsortpos",	DT_OPT_AGGSORTPOS,	DT_OT_INT,	0,	1),
	ROW("aggsortkeypos",	DT_OPT_AGGSORTKEYPOS,	DT_OT_INT,	0,	1),
	ROW("aggzoom",		DT_OPT_AGGZOOM,		DT_OT_BOOL,	0,	1),
	ROW("agghist",		DT_OPT_AGGHIST,		DT_OT_BOOL,	0,	1),
	ROW("aggpack",		DT_OPT_AGGPACK,		DT_OT_BOOL,	0,	1),
	ROW("oformat",		DT_OPT_OFORMAT,		DT_OT_OFORMAT,
	    DT_OFORMAT_TEXT, 1),
	ROW("exitaggs",		DT_OPT_EXITAGGS,	DT_OT_BOOL,	0,	1),
	ROW("httpport",		DT_OPT_HTTPPORT,	DT_OT_INT,	0,	1),
	ROW("stackindent",	DT_OPT_STACKINDENT,	DT_OT_INT,	14,	1),
	ROW("bpflog",		DT_OPT_BPFLOG,		DT_OT_BOOL,	0,	1),
	ROW("rawbytes",		DT_OPT_RAWBYTES,	DT_OT_BOOL,	0,	0),
	ROW("cpp",		DT_OPT_CPP,		DT_OT_BOOL,	0,	1),
	ROW("cpphdrs",		DT_OPT_CPPHDRS,		DT_OT_BOOL,	0,	1),
	ROW("define",		DT_OPT_DEFINE,		DT_OT_CPPARG,	0,	1),
	ROW("undef",		DT_OPT_UNDEF,		DT_OT_CPPARG,	0,	1),
	ROW("incdir",		DT_OPT_INCDIR,		DT_OT_CPPARG,	0,	1),
	ROW("include",		DT_OPT_INCLUDE,		DT_OT_CPPARG,	0,	1),
	ROW("cppargs",		DT_OPT_CPPARGS,		DT_OT_CPPARG,	0,	1),
	ROW("cpppath",		DT_OPT_CPPPATH,		DT_OT_PATH,	0,	1),
	ROW("lang",		DT_OPT_LANG,		DT_OT_LANG,	DT_LANG_D, 1),
	ROW("mapkeys",		DT_OPT_MAPKEYS,		DT_OT_INT,	0,	1),
	ROW("catbytes",		DT_OPT_CATBYTES,	DT_OT_SIZE,	10 * KB, 1),
	ROW("nousyms",		DT_OPT_NOUSYMS,		DT_OT_BOOL,	0,	1),
	ROW("helpercheck",	DT_OPT_HELPERCHECK,	DT_OT_INT,	0,	1),
	ROW("nowarnings",	DT_OPT_NOWARNINGS,	DT_OT_BOOL,	0,	1),
	ROW("bpflogsize",	DT_OPT_BPFLOGSIZE,	DT_OT_SIZE,	16 * MB, 1),
	ROW("maxbpfprogs",	DT_OPT_MAXBPFPROGS,	DT_OT_SIZE,	512,	1),
	ROW("nodemax",		DT_OPT_NODEMAX,		DT_OT_SIZE,
	    DT_OPT_UNSET, 1),
	ROW("btfpath",		DT_OPT_BTFPATH,		DT_OT_PATH,	0,	1),
	ROW("vmlinux",		DT_OPT_VMLINUX,		DT_OT_PATH,	0,	1),
	ROW("nodemangle",	DT_OPT_NODEMANGLE,	DT_OT_BOOL,	0,	1),
	ROW("maxprobes",	DT_OPT_MAXPROBES,	DT_OT_SIZE,	512,	1),
	ROW("noexitmaps",	DT_OPT_NOEXITMAPS,	DT_OT_BOOL,	0,	1),
	ROW("btopenbsd",	DT_OPT_BTOPENBSD,	DT_OT_BOOL,	0,	1),
	WORDS("btrun",		DT_OPT_BTRUN,		dt_btruns,
	    DT_BTRUN_TRACE),
	/* DTrace's options that Linux and eBPF make moot or change little:
	 * their values are checked as DTrace checks them (docs/options.md
	 * says what each does here) */
	WORDS("bufresize",	DT_OPT_BUFRESIZE,	dt_bufresize,
	    DT_BUFRESIZE_AUTO),
	ROW("cleanrate",	DT_OPT_CLEANRATE,	DT_OT_RATE,
	    DT_CLEANRATE_DEFAULT, 1),
	ROW("grabanon",		DT_OPT_GRABANON,	DT_OT_BOOL,	0,	1),
	ROW("temporal",		DT_OPT_TEMPORAL,	DT_OT_BOOL,	0,	1),
	ROW("jstackframes",	DT_OPT_JSTACKFRAMES,	DT_OT_INT,	50,	0),
	ROW("jstackstrsize",	DT_OPT_JSTACKSTRSIZE,	DT_OT_SIZE,	512,	0),
	/* compile-time options */
	ROW("argref",		DT_OPT_ARGREF,		DT_OT_FLAG,	0,	1),
	ROW("empty",		DT_OPT_EMPTY,		DT_OT_FLAG,	0,	1),
	WORDS("encoding",	DT_OPT_ENCODING,	dt_encodings,
	    DT_OPT_UNSET),
	ROW("iregs",		DT_OPT_IREGS,		DT_OT_REGS,	8,	0),
	ROW("kdefs",		DT_OPT_KNODEFS,		DT_OT_UNFLAG,	0,	0),
	ROW("knodefs",		DT_OPT_KNODEFS,		DT_OT_FLAG,	0,	0),
	ROW("libdir",		DT_OPT_LIBDIR,		DT_OT_DIR,	0,	0),
	WORDS("linkmode",	DT_OPT_LINKMODE,	dt_linkmodes,
	    DT_LINK_KERNEL),
	ROW("ldpath",		DT_OPT_LDPATH,		DT_OT_PATH,	0,	0),
	ROW("nolibs",		DT_OPT_NOLIBS,		DT_OT_FLAG,	0,	1),
	ROW("pspec",		DT_OPT_PSPEC,		DT_OT_FLAG,	0,	0),
	WORDS("stdc",		DT_OPT_STDC,		dt_stdcmodes,
	    DT_STDC_XA),
	ROW("strip",		DT_OPT_STRIP,		DT_OT_FLAG,	0,	0),
	ROW("syslibdir",	DT_OPT_SYSLIBDIR,	DT_OT_DIR,	0,	0),
	ROW("tree",		DT_OPT_TREE,		DT_OT_REGS,	0,	1),
	ROW("udefs",		DT_OPT_UNODEFS,		DT_OT_UNFLAG,	0,	0),
	ROW("unodefs",		DT_OPT_UNODEFS,		DT_OT_FLAG,	0,	0),
	ROW("verbose",		DT_OPT_VERBOSE,		DT_OT_FLAG,	0,	1),
	ROW("version",		DT_OPT_VERSION,		DT_OT_VERSION,
	    DT_VERS_LATEST, 1),
	/* Oracle's and FreeBSD's */
	ROW("lockmem",		DT_OPT_LOCKMEM,		DT_OT_LOCKMEM,
	    INT64_MAX, 1),
	ROW("maxframes",	DT_OPT_MAXFRAMES,	DT_OT_INT,
	    DT_MAXFRAMES, 1),
	ROW("noresolve",	DT_OPT_NORESOLVE,	DT_OT_BOOL,	0,	1),
	ROW("scratchsize",	DT_OPT_SCRATCHSIZE,	DT_OT_SIZE,	8 * KB,	1),
	/* the rest of illumos's and FreeBSD's (docs/options.md) */
	ROW("aggpercpu",	DT_OPT_AGGPERCPU,	DT_OT_FLAG,	0,	0),
	ROW("amin",		DT_OPT_AMIN,		DT_OT_ATTR,	0,	0),
	ROW("core",		DT_OPT_CORE,		DT_OT_FLAG,	0,	1),
	ROW("ctypes",		DT_OPT_CTYPES,		DT_OT_DIR,	0,	0),
	ROW("dtypes",		DT_OPT_DTYPES,		DT_OT_DIR,	0,	0),
	ROW("debug",		DT_OPT_DEBUG,		DT_OT_FLAG,	0,	0),
	WORDS("evaltime",	DT_OPT_EVALTIME,	dt_evaltimes,
	    DT_EVAL_POSTINIT),
	WORDS("late",		DT_OPT_LATE,		dt_lates,	0),
	ROW("lazyload",		DT_OPT_LAZYLOAD,	DT_OT_FLAG,	0,	0),
	WORDS("linktype",	DT_OPT_LINKTYPE,	dt_linktypes,	0),
	ROW("pgmax",		DT_OPT_PGMAX,		DT_OT_INT,	8,	0),
	ROW("setenv",		DT_OPT_SETENV,		DT_OT_ENV,	0,	1),
	ROW("unsetenv",		DT_OPT_UNSETENV,	DT_OT_ENV,	0,	1),
	ROW("tregs",		DT_OPT_TREGS,		DT_OT_REGS,	8,	0),
	ROW("quietresize",	DT_OPT_QUIETRESIZE,	DT_OT_BOOL,	0,	1),
	ROW("zone",		DT_OPT_ZONE,		DT_OT_ZONE,	0,	1),
	ROW("pcapsize",		DT_OPT_PCAPSIZE,	DT_OT_SIZE,	0,	1),
	/* FreeBSD's and macOS's */
	ROW("demangle",		DT_OPT_DEMANGLE,	DT_OT_BOOL,	1,	1),
	{ NULL, DT_OPT_MAX, DT_OT_BOOL, 0, 0, NULL }
};

/*
 * The bounds of sizes and counts, checked before anything is loaded: a
 * value the kernel cannot take, or that costs more memory than a session
 * should, is refused with the bound (db_lower 0) or, as DTrace does with
 * a buffer it cannot get, lowered to it when tracing starts (db_lower 1;
 * dtrace(1) says "buffer size lowered to 1g").  0 in db_max: the bound is
 * DT_MEMCAP, a quarter of the machine's memory and at most 1 GiB (the
 * largest ring buffer a 32-bit size in pages of a power of 2 maps
 * safely).
 */
#define DT_MEMCAP_MAX	(1LL << 30)

static const struct {
	dt_optid_t db_id;
	int64_t db_max;
	int db_lower;
	int64_t db_min;		/* below it: DTrace's "Invalid value" */
} dt_optbounds[] = {
	/* strsize: every string temporary of a clause lives in one scratch
	 * area, 48 of them a clause, and the kernel memory a session takes
	 * grows with it (about 1,100 strsize); DTrace's least is 2 */
	{ DT_OPT_STRSIZE,	8 * KB,			0,	2 },
	/* nspec: one bit per speculation in a 64-bit mask */
	{ DT_OPT_NSPEC,		64,			0,	0 },
	/* mapkeys: a map's max_entries is 32 bits; its memory is checked
	 * when the map is made (dt_bpf.c) */
	{ DT_OPT_MAPKEYS,	UINT32_MAX,		0,	0 },
	{ DT_OPT_CATBYTES,	DT_MEMCAP_MAX,		0,	0 },
	/* the kernel refuses a verifier log longer than UINT_MAX >> 2 */
	{ DT_OPT_BPFLOGSIZE,	UINT32_MAX >> 2,	0,	0 },
	/* scratchsize: a clause's alloca() memory lives in its scratch map
	 * value, twice over (for the verifier), on every CPU */
	{ DT_OPT_SCRATCHSIZE,	64 * KB,		0,	0 },
	/* maxframes: what the stack formatters hold (and the kernel's
	 * default perf_event_max_stack) */
	{ DT_OPT_MAXFRAMES,	DT_MAXFRAMES,		0,	0 },
	{ DT_OPT_BUFSIZE,	0,			1,	0 },
	{ DT_OPT_AGGSIZE,	0,			1,	0 },
	{ DT_OPT_DYNVARSIZE,	0,			1,	0 },
	{ DT_OPT_SPECSIZE,	0,			1,	0 },
};

/* what sizes may cost: a quarter of the memory, at most 1 GiB, a power
 * of 2 */
int64_t
dt_memcap(void)
{
	long pages = sysconf(_SC_PHYS_PAGES), pg = sysconf(_SC_PAGESIZE);
	int64_t cap = DT_MEMCAP_MAX;

	if (pages > 0 && pg > 0)
		while (cap > 64 * MB && cap > (int64_t)pages * pg / 4)
			cap >>= 1;
	return cap;
}

/* a value with its unit, as DTrace writes sizes: 1g, 8k, 12345 */
static void
dt_opt_fmtsize(char *buf, size_t len, int64_t v)
{
	static const char units[] = "kmgt";
	int i = -1;

	while (i < 3 && v >= 1024 && v % 1024 == 0) {
		v /= 1024;
		i++;
	}
	if (i < 0)
		snprintf(buf, len, "%lld", (long long)v);
	else
		snprintf(buf, len, "%lld%c", (long long)v, units[i]);
}

/* refuse a value past its bound (at -x or #pragma time) */
static int
dt_opt_checkbound(dtrace_hdl_t *dtp, const dt_optdesc_t *od, int64_t v)
{
	char max[32];
	size_t i;

	for (i = 0; i < sizeof (dt_optbounds) / sizeof (dt_optbounds[0]);
	    i++) {
		if (dt_optbounds[i].db_id != od->od_id)
			continue;
		if (v < dt_optbounds[i].db_min)
			return dt_set_errno(dtp, EDT_BADOPTVAL);
		if (dt_optbounds[i].db_lower || v <= dt_optbounds[i].db_max)
			continue;
		if (od->od_type == DT_OT_SIZE)
			dt_opt_fmtsize(max, sizeof (max),
			    dt_optbounds[i].db_max);
		else
			snprintf(max, sizeof (max), "%lld",
			    (long long)dt_optbounds[i].db_max);
		return dt_set_errmsg(dtp, EDT_BADOPTVAL, "%s %lld exceeds "
		    "the maximum of %s", od->od_name, (long long)v, max);
	}
	return 0;
}

int
dt_opt_lower(dtrace_hdl_t *dtp)
{
	int64_t cap = dt_memcap(), *rate = &dtp->dt_options[DT_OPT_CLEANRATE];
	size_t i;

	for (i = 0; i < sizeof (dt_optbounds) / sizeof (dt_optbounds[0]);
	    i++) {
		dt_optid_t id = dt_optbounds[i].db_id;

		if (!dt_optbounds[i].db_lower || dtp->dt_options[id] <= cap)
			continue;
		/* bufresize=manual: a buffer DTrace cannot have as asked is
		 * an error, not a smaller buffer */
		if (dtp->dt_options[DT_OPT_BUFRESIZE] == DT_BUFRESIZE_MANUAL)
			return dt_set_errno(dtp, ENOMEM);
		dtp->dt_options[id] = cap;
	}
	/* the cleaning rate, as DTrace's kernel keeps it: 0 is the slowest */
	if (*rate == 0 || *rate > DT_CLEANRATE_MAX)
		*rate = DT_CLEANRATE_MAX;
	if (*rate < DT_CLEANRATE_MIN)
		*rate = DT_CLEANRATE_MIN;
	return 0;
}

/* words a boolean option accepts, on and off */
static const struct {
	const char *on, *off;
} dt_boolwords[] = {
	{ "yes", "no" }, { "enable", "disable" }, { "enabled", "disabled" },
	{ "true", "false" }, { "on", "off" }, { "set", "unset" },
};

/* time suffixes of rates: nanoseconds per unit; 0 means hz */
static const struct {
	const char *suffix;
	int64_t mul;
} dt_rateunits[] = {
	{ "ns", 1 }, { "nsec", 1 },
	{ "us", 1000 }, { "usec", 1000 },
	{ "ms", 1000000 }, { "msec", 1000000 },
	{ "s", NANOSEC }, { "sec", NANOSEC },
	{ "m", 60 * NANOSEC }, { "min", 60 * NANOSEC },
	{ "h", 3600 * NANOSEC }, { "hour", 3600 * NANOSEC },
	{ "d", 86400 * NANOSEC }, { "day", 86400 * NANOSEC },
	{ "hz", 0 },
};

static const char *const dt_oformats[] = {
	[DT_OFORMAT_TEXT] = "text",
	[DT_OFORMAT_JSON] = "json",
	[DT_OFORMAT_BT] = "bt",
	[DT_OFORMAT_BTJSON] = "btjson",
	[DT_OFORMAT_FOLDED] = "folded",
	[DT_OFORMAT_OPENMETRICS] = "openmetrics",
	[DT_OFORMAT_BTOPENBSD] = "btopenbsd",
};

static const char *const dt_langs[] = {
	[DT_LANG_D] = "d",
	[DT_LANG_BT] = "bt",
};

static const char *const dt_policies[] = {
	[DT_BUFPOLICY_RING] = "ring",
	[DT_BUFPOLICY_FILL] = "fill",
	[DT_BUFPOLICY_SWITCH] = "switch",
};

#define NELEM(a)	(sizeof (a) / sizeof ((a)[0]))

const dt_optdesc_t *
dt_opt_lookup(const char *name)
{
	const dt_optdesc_t *od;

	if (name == NULL)
		return NULL;
	for (od = dt_optdescs; od->od_name != NULL; od++) {
		if (strcmp(od->od_name, name) == 0)
			return od;
	}
	return NULL;
}

/*
 * Parse the number at the start of s (C syntax: decimal, 0x hex, 0 octal);
 * *endp is set past it.  Signs are refused: every option is non-negative.
 */
static int
dt_opt_number(const char *s, int64_t *valp, const char **endp)
{
	unsigned long long v;
	char *end;

	if (*s < '0' || *s > '9')
		return -1;
	errno = 0;
	v = strtoull(s, &end, 0);
	if (errno != 0 || v > (unsigned long long)INT64_MAX)
		return -1;
	*valp = (int64_t)v;
	*endp = end;
	return 0;
}

/* multiply without overflow */
static int
dt_opt_mul(int64_t v, int64_t mul, int64_t *out)
{
	if (mul != 0 && v > INT64_MAX / mul)
		return -1;
	*out = v * mul;
	return 0;
}

static int
dt_opt_size(const char *val, int64_t *out)
{
	static const char units[] = "kmgt";
	const char *end, *u;
	int64_t v, mul = 1;

	if (dt_opt_number(val, &v, &end) != 0)
		return -1;
	if (*end != '\0') {
		if (end[1] != '\0' ||
		    (u = strchr(units, (char)(*end | 0x20))) == NULL)
			return -1;
		mul = 1LL << (10 * (u - units + 1));
	}
	return dt_opt_mul(v, mul, out);
}

static int
dt_opt_rate(const char *val, int64_t *out)
{
	const char *end;
	int64_t v, mul = 0;
	size_t i;

	if (dt_opt_number(val, &v, &end) != 0)
		return -1;
	if (*end != '\0') {
		for (i = 0; i < NELEM(dt_rateunits); i++) {
			if (strcasecmp(dt_rateunits[i].suffix, end) == 0)
				break;
		}
		if (i == NELEM(dt_rateunits))
			return -1;
		mul = dt_rateunits[i].mul;
	}
	if (mul == 0) {			/* frequency: convert to a period */
		*out = v == 0 ? 0 : NANOSEC / v;
		return 0;
	}
	return dt_opt_mul(v, mul, out);
}

static int
dt_opt_bool(const char *val, int64_t *out)
{
	const char *end;
	int64_t v;
	size_t i;

	if (val == NULL || *val == '\0') {
		*out = 1;
		return 0;
	}
	for (i = 0; i < NELEM(dt_boolwords); i++) {
		if (strcasecmp(val, dt_boolwords[i].on) == 0 ||
		    strcasecmp(val, dt_boolwords[i].off) == 0) {
			*out = strcasecmp(val, dt_boolwords[i].on) == 0;
			return 0;
		}
	}
	if (dt_opt_number(val, &v, &end) != 0 || *end != '\0')
		return -1;
	*out = v != 0;
	return 0;
}

/* one of the names of a table, stored as its index */
static int
dt_opt_word(const char *val, const char *const *names, size_t n,
    int64_t *out)
{
	size_t i;

	for (i = 0; i < n; i++) {
		if (strcmp(val, names[i]) == 0) {
			*out = (int64_t)i;
			return 0;
		}
	}
	return -1;
}

/* a stability attribute as DTrace writes them: "Evolving/Evolving/ISA"
 * (names and data stability, dependency class), stored as 1 */
static int
dt_opt_attr(const char *val, int64_t *out)
{
	static const char *const stab[] = { "Internal", "Private", "Obsolete",
	    "External", "Unstable", "Evolving", "Stable", "Standard" };
	static const char *const cls[] = { "Unknown", "CPU", "Platform",
	    "Group", "ISA", "Common" };
	char part[3][16];
	int64_t i;

	if (sscanf(val, "%15[^/]/%15[^/]/%15s", part[0], part[1],
	    part[2]) != 3 ||
	    dt_opt_word(part[0], stab, NELEM(stab), &i) != 0 ||
	    dt_opt_word(part[1], stab, NELEM(stab), &i) != 0 ||
	    dt_opt_word(part[2], cls, NELEM(cls), &i) != 0)
		return -1;
	*out = 1;
	return 0;
}

static int
dt_opt_int(const char *val, int64_t *out)
{
	const char *end;

	if (dt_opt_number(val, out, &end) != 0 || *end != '\0')
		return -1;
	return 0;
}

/* iregs and tree: a count above 0, taken as atoi() takes it */
static int
dt_opt_regs(const char *val, int64_t *out)
{
	long v;

	errno = 0;
	v = strtol(val, NULL, 10);
	if (errno != 0 || v <= 0 || v > INT_MAX)
		return -1;
	*out = v;
	return 0;
}

/* lockmem: a size, or "unlimited" */
static int
dt_opt_lockmemval(const char *val, int64_t *out)
{
	if (strcmp(val, "unlimited") == 0) {
		*out = INT64_MAX;
		return 0;
	}
	return dt_opt_size(val, out);
}

int
dt_opt_parse(const dt_optdesc_t *od, const char *val, int64_t *out)
{
	size_t n;

	if (od->od_type == DT_OT_BOOL)
		return dt_opt_bool(val, out);
	if (od->od_type == DT_OT_FLAG || od->od_type == DT_OT_UNFLAG) {
		*out = od->od_type == DT_OT_FLAG;
		return val == NULL ? 0 : -1;
	}
	if (od->od_type == DT_OT_DIR) {
		*out = 1;
		return val == NULL ? -1 : 0;
	}
	if (val == NULL || *val == '\0')
		return -1;
	switch (od->od_type) {
	case DT_OT_SIZE:
		return dt_opt_size(val, out);
	case DT_OT_RATE:
		return dt_opt_rate(val, out);
	case DT_OT_POLICY:
		return dt_opt_word(val, dt_policies, NELEM(dt_policies), out);
	case DT_OT_OFORMAT:
		return dt_opt_word(val, dt_oformats, NELEM(dt_oformats), out);
	case DT_OT_LANG:
		return dt_opt_word(val, dt_langs, NELEM(dt_langs), out);
	case DT_OT_WORD:
		for (n = 0; od->od_words[n] != NULL; n++)
			;
		return dt_opt_word(val, od->od_words, n, out);
	case DT_OT_INT:
		return dt_opt_int(val, out);
	case DT_OT_REGS:
		return dt_opt_regs(val, out);
	case DT_OT_LOCKMEM:
		return dt_opt_lockmemval(val, out);
	case DT_OT_ATTR:
		return dt_opt_attr(val, out);
	case DT_OT_ZONE:	/* Linux has no zones but the one */
		*out = 1;
		return strcmp(val, "global") == 0 ? 0 : -1;
	default:
		return -1;
	}
}

/*
 * D versions, as DTrace numbers them: the text major.minor[.micro] read
 * as DTrace reads it (digits and at most two dots; each part within its
 * bits), then looked up among the versions DTrace defines.
 */
static const uint32_t dt_versions[] = {
	DT_VERSION_NUMBER(1, 0, 0), DT_VERSION_NUMBER(1, 1, 0),
	DT_VERSION_NUMBER(1, 2, 0), DT_VERSION_NUMBER(1, 2, 1),
	DT_VERSION_NUMBER(1, 2, 2), DT_VERSION_NUMBER(1, 3, 0),
	DT_VERSION_NUMBER(1, 4, 0), DT_VERSION_NUMBER(1, 4, 1),
	DT_VERSION_NUMBER(1, 5, 0), DT_VERSION_NUMBER(1, 6, 0),
	DT_VERSION_NUMBER(1, 6, 1), DT_VERSION_NUMBER(1, 6, 2),
	DT_VERSION_NUMBER(1, 6, 3), DT_VERSION_NUMBER(1, 7, 0),
	DT_VERSION_NUMBER(1, 7, 1), DT_VERSION_NUMBER(1, 8, 0),
	DT_VERSION_NUMBER(1, 8, 1), DT_VERSION_NUMBER(1, 9, 0),
	DT_VERSION_NUMBER(1, 9, 1), DT_VERSION_NUMBER(1, 10, 0),
	DT_VERSION_NUMBER(1, 11, 0), DT_VERSION_NUMBER(1, 12, 0),
	DT_VERSION_NUMBER(1, 12, 1), DT_VERSION_NUMBER(1, 13, 0),
};

static int
dt_version_parse(const char *s, uint32_t *vp)
{
	static const unsigned max[3] = { 0xff, 0xfff, 0xfff };
	unsigned n[3] = { 0, 0, 0 };
	int i = 0;

	for (; *s != '\0'; s++) {
		if (*s >= '0' && *s <= '9') {
			n[i] = n[i] * 10 + (unsigned)(*s - '0');
			if (n[i] > max[i])
				return -1;
		} else if (*s != '.' || ++i > 2)
			return -1;
	}
	*vp = DT_VERSION_NUMBER(n[0], n[1], n[2]);
	return 0;
}

void
dt_version_text(uint32_t v, char *buf, size_t len)
{
	unsigned M = v >> 24, m = (v >> 12) & 0xfff, u = v & 0xfff;

	if (u == 0)
		snprintf(buf, len, "%u.%u", M, m);
	else
		snprintf(buf, len, "%u.%u.%u", M, m, u);
}

/* version=V: DTrace's checks; a version lowers the one in force, never
 * raises it */
static int
dt_opt_version(dtrace_hdl_t *dtp, const char *val)
{
	uint32_t v;
	size_t i;

	if (val == NULL)
		return dt_set_errmsg(dtp, EDT_BADOPTVAL,
		    "Invalid value for specified option");
	if (dt_version_parse(val, &v) != 0)
		return dt_set_errno(dtp, EDT_VERSINVAL);
	for (i = 0; i < NELEM(dt_versions) && dt_versions[i] != v; i++)
		;
	if (i == NELEM(dt_versions))
		return dt_set_errno(dtp, EDT_VERSUNDEF);
	if (v > (uint32_t)dtp->dt_options[DT_OPT_VERSION])
		return dt_set_errno(dtp, EDT_VERSREDUCED);
	dtp->dt_options[DT_OPT_VERSION] = v;
	return 0;
}

/* the default of maxframes: the frames the kernel gives a stack
 * (perf_event_max_stack), at most what the formatters hold */
static int64_t
dt_maxframes(void)
{
	FILE *fp = fopen("/proc/sys/kernel/perf_event_max_stack", "r");
	long long n = 0;

	if (fp != NULL) {
		if (fscanf(fp, "%lld", &n) != 1)
			n = 0;
		fclose(fp);
	}
	return n > 0 && n < DT_MAXFRAMES ? n : DT_MAXFRAMES;
}

void
dt_options_init(dtrace_hdl_t *dtp)
{
	const dt_optdesc_t *od;
	int i;

	for (i = 0; i < DT_OPT_MAX; i++)
		dtp->dt_options[i] = DT_OPT_UNSET;
	for (od = dt_optdescs; od->od_name != NULL; od++) {
		if (od->od_id < DT_OPT_MAX)
			dtp->dt_options[od->od_id] = od->od_default;
	}
	dtp->dt_options[DT_OPT_MAXFRAMES] = dt_maxframes();
}

/* find the option to set or get, or record why it cannot be used */
static const dt_optdesc_t *
dt_opt_find(dtrace_hdl_t *dtp, const char *name)
{
	const dt_optdesc_t *od = dt_opt_lookup(name);

	if (od == NULL) {
		dt_set_errmsg(dtp, EDT_BADOPTNAME, "Invalid option name");
		return NULL;
	}
	if (od->od_id >= DT_OPT_MAX) {
		dt_set_errmsg(dtp, EDT_NOTSUP, "Option %s is not supported yet",
		    od->od_name);
		return NULL;
	}
	return od;
}

/*
 * setenv=NAME=VALUE and unsetenv=NAME: the environment of the processes
 * -c creates, kept in order in dt_procenv ("NAME=VALUE" sets, "NAME"
 * unsets) and applied in the child before its exec.
 */
static int
dt_opt_env(dtrace_hdl_t *dtp, const char *name, const char *value)
{
	int set = strcmp(name, "setenv") == 0;
	size_t n = 0;
	char **v, *e;

	if (value == NULL || *value == '\0' || *value == '=' ||
	    (strchr(value, '=') != NULL) != set)
		return dt_set_errmsg(dtp, EDT_BADOPTVAL,
		    "Invalid value for specified option");
	while (dtp->dt_procenv != NULL && dtp->dt_procenv[n] != NULL)
		n++;
	if ((e = strdup(value)) == NULL ||
	    (v = realloc(dtp->dt_procenv, sizeof(char *) * (n + 2))) == NULL) {
		free(e);
		return dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
	}
	v[n] = e;
	v[n + 1] = NULL;
	dtp->dt_procenv = v;
	dtp->dt_options[set ? DT_OPT_SETENV : DT_OPT_UNSETENV] = 1;
	return 0;
}

/* -x core: when dtrace exits, it dumps core (a debugging aid, as in
 * DTrace) */
static void
dt_core_dump(void)
{
	static const char msg[] = "dtrace: dumping core (-x core)\n";

	if (write(STDERR_FILENO, msg, sizeof(msg) - 1) < 0)
		return;
	signal(SIGABRT, SIG_DFL);
	abort();
}

static void
dt_opt_core(void)
{
	static int registered;

	if (!registered++)
		atexit(dt_core_dump);
}

int
dtrace_setopt(dtrace_hdl_t *dtp, const char *name, const char *value)
{
	const dt_optdesc_t *od;
	int64_t v;

	if ((od = dt_opt_find(dtp, name)) == NULL)
		return -1;
	if (od->od_type == DT_OT_CPPARG || od->od_type == DT_OT_PATH) {
		static const char *const prefix[] = {
			[DT_OPT_DEFINE - DT_OPT_DEFINE] = "-D",
			[DT_OPT_UNDEF - DT_OPT_DEFINE] = "-U",
			[DT_OPT_INCDIR - DT_OPT_DEFINE] = "-I",
			[DT_OPT_INCLUDE - DT_OPT_DEFINE] = "--include=",
			[DT_OPT_CPPARGS - DT_OPT_DEFINE] = "",
		};

		if (value == NULL || *value == '\0')
			return dt_set_errmsg(dtp, EDT_BADOPTVAL,
			    "Invalid value for specified option");
		/* the programs DTrace runs are not the program's to choose
		 * (the kernel's BTF and DWARF files are only read) */
		if (od->od_type == DT_OT_PATH && od->od_id != DT_OPT_BTFPATH &&
		    od->od_id != DT_OPT_VMLINUX && dtp->dt_inpragma)
			return dt_set_errno(dtp, EDT_BADOPTCTX);
		dtp->dt_options[od->od_id] = 1;
		if (od->od_id == DT_OPT_LDPATH)
			return 0;	/* no linker is run */
		if (od->od_type == DT_OT_PATH) {
			char **path = od->od_id == DT_OPT_BTFPATH ?
			    &dtp->dt_btfpath : od->od_id == DT_OPT_VMLINUX ?
			    &dtp->dt_vmlinux : &dtp->dt_cpppath;

			free(*path);
			if ((*path = strdup(value)) == NULL)
				return dt_set_errmsg(dtp, EDT_NOMEM,
				    "out of memory");
			/* a BTF file is loaded now: its errors are the
			 * option's */
			return od->od_id == DT_OPT_BTFPATH ?
			    dt_types_btffile(dtp, value) : 0;
		}
		if (od->od_id == DT_OPT_CPPARGS)	/* words, as a shell splits */
			return dt_cpp_addwords(dtp, value);
		return dt_cpp_addarg(dtp, prefix[od->od_id - DT_OPT_DEFINE],
		    value);
	}
	if (od->od_type == DT_OT_VERSION)
		return dt_opt_version(dtp, value);
	if (od->od_type == DT_OT_ENV)
		return dt_opt_env(dtp, name, value);
	/* stdc says how the preprocessor runs: not from the program it
	 * preprocessed (DTrace checks the value's presence first) */
	if (od->od_id == DT_OPT_STDC && value != NULL && dtp->dt_inpragma)
		return dt_set_errno(dtp, EDT_BADOPTCTX);
	if (dt_opt_parse(od, value, &v) != 0)
		return dt_set_errmsg(dtp, EDT_BADOPTVAL,
		    "Invalid value for specified option");
	if (dt_opt_checkbound(dtp, od, v) != 0)
		return -1;
	if (od->od_type == DT_OT_DIR && od->od_id == DT_OPT_LIBDIR) {
		char **d = realloc(dtp->dt_libdirs,
		    (size_t)(dtp->dt_nlibdirs + 1) * sizeof(*d));

		if (d == NULL)
			return dt_set_errno(dtp, EDT_NOMEM);
		dtp->dt_libdirs = d;
		if ((d[dtp->dt_nlibdirs] = strdup(value)) == NULL)
			return dt_set_errno(dtp, EDT_NOMEM);
		v = ++dtp->dt_nlibdirs;		/* how many */
	}
	dtp->dt_options[od->od_id] = v;
	if (od->od_id == DT_OPT_CORE)
		dt_opt_core();
	if (od->od_type == DT_OT_LANG)
		return dt_setlang(dtp, (int)v);
	return 0;
}

int
dt_setopt_pragma(dtrace_hdl_t *dtp, const char *name, const char *value)
{
	int rc;

	dtp->dt_inpragma = 1;
	rc = dtrace_setopt(dtp, name, value);
	dtp->dt_inpragma = 0;
	return rc;
}

void
dt_opt_lockmem(const dtrace_hdl_t *dtp)
{
	int64_t want = dtp->dt_options[DT_OPT_LOCKMEM];
	struct rlimit rl;

	if (want == DT_OPT_UNSET || getrlimit(RLIMIT_MEMLOCK, &rl) != 0)
		return;
	rl.rlim_cur = want == INT64_MAX ? RLIM_INFINITY : (rlim_t)want;
	if (rl.rlim_max != RLIM_INFINITY && rl.rlim_cur > rl.rlim_max) {
		/* above the hard limit: only with CAP_SYS_RESOURCE */
		struct rlimit up = { rl.rlim_cur, rl.rlim_cur };

		if (setrlimit(RLIMIT_MEMLOCK, &up) == 0)
			return;
		rl.rlim_cur = rl.rlim_max;
	}
	(void) setrlimit(RLIMIT_MEMLOCK, &rl);
}

int
dtrace_getopt(dtrace_hdl_t *dtp, const char *name, int64_t *valp)
{
	const dt_optdesc_t *od;

	if ((od = dt_opt_find(dtp, name)) == NULL)
		return -1;
	*valp = dtp->dt_options[od->od_id];
	return 0;
}

int
dtrace_getoptmax(dtrace_hdl_t *dtp, const char *name, int64_t *maxp)
{
	const dt_optdesc_t *od;
	size_t i;

	if ((od = dt_opt_find(dtp, name)) == NULL)
		return -1;
	*maxp = -1;
	for (i = 0; i < sizeof (dt_optbounds) / sizeof (dt_optbounds[0]);
	    i++)
		if (dt_optbounds[i].db_id == od->od_id)
			*maxp = dt_optbounds[i].db_max > 0 ?
			    dt_optbounds[i].db_max : dt_memcap();
	return 0;
}

int64_t
dt_opt(const dtrace_hdl_t *dtp, dt_optid_t id)
{
	return id >= 0 && id < DT_OPT_MAX ? dtp->dt_options[id] :
	    DT_OPT_UNSET;
}

int
dt_ncpus(const dtrace_hdl_t *dtp)
{
	return dtp->dt_ncpus;
}

void
dt_libdirs_free(dtrace_hdl_t *dtp)
{
	while (dtp->dt_nlibdirs > 0)
		free(dtp->dt_libdirs[--dtp->dt_nlibdirs]);
	free(dtp->dt_libdirs);
	dtp->dt_libdirs = NULL;
}
