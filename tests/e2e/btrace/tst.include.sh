# #include and #define: macros of system headers (those of the headers
# they include too), chains of macros, string and expression macros,
# #undef (which bpftrace 0.17 ignores), #if; a header "..." in the
# current directory; -I DIR for <...> and "..." (the nested header's
# macros); --include FILE (two, in order); directives after blanks; a
# header "..." or an --include file found nowhere.
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT
mkdir "$T/inc"
printf '#define LOCAL_ONE 1\n' >"$T/local.h"
printf '#include "nested.h"\n#define OUTER (NESTED + 1)\n' >"$T/inc/outer.h"
printf '#define NESTED 40\n' >"$T/inc/nested.h"
printf '#define FIRST 5\n' >"$T/first.h"
printf '#define SECOND (FIRST * 2)\n' >"$T/second.h"
cat >"$T/macros.bt" <<'EOS'
#include <sys/socket.h>
#include <linux/limits.h>
#include "local.h"
#define A B
#define B 7
#define C (A + 1) * 2
#define S "str"
#if PATH_MAX > 100
#define BIG_PATHS 1
#else
#define BIG_PATHS 0
#endif
  #define INDENTED 9

BEGIN
{
	printf("%d %d %d %d %s %d\n", AF_INET6, PF_INET, A, C, S, LOCAL_ONE);
	printf("%d %d %d\n", BIG_PATHS, INDENTED, XATTR_NAME_MAX);
	exit();
}
EOS
(cd "$T" && $BTRACE macros.bt)
$BTRACE -I "$T/inc" -e '#include <outer.h>
BEGIN { printf("%d\n", OUTER); exit(); }'
$BTRACE --include "$T/first.h" --include "$T/second.h" \
    -e 'BEGIN { printf("%d %d\n", FIRST, SECOND); exit(); }'
$BTRACE -e '#define GONE 3
#undef GONE
BEGIN { printf("%d\n", GONE); exit(); }' 2>&1
printf '// a comment\n#define X 1\n#include "nosuch.h"\nBEGIN { exit(); }\n' \
    >"$T/missing.bt"
$BTRACE "$T/missing.bt"
echo "status $?"
$BTRACE --include "$T/nosuch.h" -e 'BEGIN { exit(); }' 2>&1 | sed "s|$T/||"
echo "status ${PIPESTATUS[0]}"
