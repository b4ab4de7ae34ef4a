# priv.sh -- for the tests of tests/e2e/priv, sourced as
#     . "$TESTDIR/priv.sh"
# They run the commands as an ordinary user, uid and gid 65534 (nobody),
# without groups, with setpriv(1); a test that cannot do that here (no
# setpriv, not run as root, uid 65534 cannot reach the build) is skipped.
#
#   as_nobody CMD...   run CMD as uid 65534 with no capabilities, or,
#                      with CAPS=bpf,perfmon set, with those (setpriv's
#                      names, made inheritable and ambient so that CMD
#                      keeps them across its exec)
#   show CMD...        run CMD, its stderr in its stdout (one stream in
#                      the order written), then print "status N"
#   need_caps          skip unless setpriv can give ambient capabilities
#   $T                 a temporary directory uid 65534 can read, run in;
#                      $T/w it may write; removed at exit

skip() {
	echo "$*" >&2
	exit 77
}

NOBODY="setpriv --reuid=65534 --regid=65534 --clear-groups"

command -v setpriv >/dev/null 2>&1 || skip "setpriv is not installed"
[ "$(id -u)" = 0 ] || skip "not run as root: cannot become uid 65534"
$NOBODY true 2>/dev/null || skip "setpriv cannot become uid 65534 here"
for _f in "$DTRACE" "$BTRACE"; do
	$NOBODY test -x "$_f" ||
	    skip "uid 65534 cannot run $_f (a private directory on its path)"
done
$NOBODY test -r "$TESTDIR/prog.d" ||
    skip "uid 65534 cannot read $TESTDIR"

as_nobody() {
	if [ -n "$CAPS" ]; then
		_c=$(echo "+$CAPS" | sed 's/,/,+/g')
		$NOBODY --inh-caps="$_c" --ambient-caps="$_c" "$@"
	else
		$NOBODY "$@"
	fi
}

show() {
	"$@" 2>&1
	echo "status $?"
}

need_caps() {
	CAPS=bpf,perfmon as_nobody true 2>/dev/null ||
	    skip "setpriv cannot give uid 65534 ambient capabilities here"
}

T=$(mktemp -d "${TMPDIR:-/tmp}/priv.XXXXXX") || exit 1
trap 'rm -rf "$T"' EXIT
chmod 755 "$T"
mkdir "$T/w" && chown 65534:65534 "$T/w"
cd "$T" || exit 1
