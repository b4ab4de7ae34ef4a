#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# run.sh -- the test driver behind `make check`.
#
# Usage: B=build sh tests/run.sh [substring]
#
# Runs (1) every unit test program $B/tests/test_*, counting its PASS, FAIL
# and SKIP lines, and (2) every end-to-end test under tests/e2e/ (format in
# tests/e2e/README.md), the bt gold corpus tests/bt-gold/ and the
# reliability suite tests/reliability/ (same format), comparing each one's
# output with its expected file.  Only tests whose name contains
# 'substring' run.  Each test runs in its own session under a timeout; on
# expiry its whole process group is killed.
# With DT_TEST_LIST set to a file naming tests (one path under tests/ a
# line, e.g. e2e/pid/tst.offset.sh; '#' starts a comment), only those run,
# and no unit tests (tests/vm/ runs its list this way inside a guest).
# The last line is "N passed, N failed, N skipped"; the exit status is 1 if
# anything failed.

set +m
ROOT=$(cd "$(dirname "$0")/.." && pwd)
B=${B:-build}
case $B in /*) ;; *) B=$ROOT/$B ;; esac
FILTER=${1:-}
DEFAULT_TIMEOUT=${DT_TEST_TIMEOUT:-30}
UNIT_TIMEOUT=${DT_UNIT_TIMEOUT:-120}
KILL_GRACE=2

DTRACE=$B/dtrace
BTRACE=$B/btrace
PROGS=$B/progs
export DTRACE BTRACE PROGS B

npass=0
nfail=0
nskip=0
r_seq=0

TMP=$(mktemp -d "${TMPDIR:-/tmp}/dtrace-tests.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT
# the gold corpus runs btrace as bpftrace (bpftrace 0.17's language
# only), but for its openbsd/ tests (what btrace accepts as itself)
mkdir "$TMP/bin" && ln -s "$BTRACE" "$TMP/bin/bpftrace" || exit 1
trap 'exit 130' INT TERM

# selected NAME: does the filter let test NAME run?
selected() {
	case $1 in *"$FILTER"*) return 0 ;; esac
	return 1
}

# run_timed DIR TIMEOUT OUT ERR CMD...: run CMD in DIR in a new session,
# stdin from /dev/null.  Sets RC to its exit status and TIMEDOUT to 1 if it
# was killed for running longer than TIMEOUT seconds.
run_timed() {
	r_dir=$1 r_t=$2 r_out=$3 r_err=$4
	shift 4
	# files of this run only: a watchdog that outlived its test can
	# never touch another
	r_seq=$((r_seq + 1))
	r_pgid=$TMP/pgid.$r_seq r_exp=$TMP/expired.$r_seq
	# shellcheck disable=SC2016
	(cd "$r_dir" && exec setsid -w sh -c 'echo $$ >"$0"; exec "$@"' \
	    "$r_pgid" "$@" </dev/null >"$r_out" 2>"$r_err") &
	r_cpid=$!
	# shellcheck disable=SC2016
	setsid sh -c 'sleep "$1"; [ -s "$2" ] || exit 0; pg=$(cat "$2");
	    : >"$3"; kill -TERM "-$pg" 2>/dev/null; sleep "$4";
	    kill -KILL "-$pg" 2>/dev/null' \
	    watchdog "$r_t" "$r_pgid" "$r_exp" "$KILL_GRACE" \
	    </dev/null >/dev/null 2>&1 &
	r_wpid=$!
	{ wait "$r_cpid"; } 2>/dev/null
	RC=$?
	# the watchdog may not have made its own group yet: kill it both ways
	kill -KILL "-$r_wpid" 2>/dev/null
	kill -KILL "$r_wpid" 2>/dev/null
	{ wait "$r_wpid"; } 2>/dev/null
	# leave nothing of the test behind
	[ -s "$r_pgid" ] && kill -KILL "-$(cat "$r_pgid")" 2>/dev/null
	TIMEDOUT=0
	[ -e "$r_exp" ] && TIMEDOUT=1
	rm -f "$r_pgid" "$r_exp"
	return 0
}

# count_lines WORD FILE: number of lines of FILE starting with "WORD "
count_lines() {
	grep -c "^$1 " "$2"
}

# run_unit PROGRAM: run one unit test program and add up its lines.
run_unit() {
	_name=unit/$(basename "$1")
	selected "$_name" || return 0
	run_timed "$(dirname "$1")" "$UNIT_TIMEOUT" "$TMP/uout" "$TMP/uerr" "$1"
	_p=$(count_lines PASS "$TMP/uout")
	_f=$(count_lines FAIL "$TMP/uout")
	_s=$(count_lines SKIP "$TMP/uout")
	# FAIL lines with their indented detail, and SKIP lines
	awk -v n="$_name" '/^FAIL /{ f = 1; print n ": " $0; next }
	    /^  / && f { print; next } { f = 0 }
	    /^SKIP /{ print n ": " $0 }' "$TMP/uout"
	_why=
	if [ "$TIMEDOUT" = 1 ]; then
		_why="timed out after ${UNIT_TIMEOUT}s"
	elif [ "$RC" -gt 128 ]; then
		_why="killed by signal $((RC - 128))"
	elif [ "$RC" != 0 ] && [ "$_f" = 0 ]; then
		_why="exit status $RC without a FAIL line"
	fi
	if [ -n "$_why" ]; then
		echo "FAIL $_name: $_why"
		tail -n 20 "$TMP/uerr" | sed 's/^/  /'
		_f=$((_f + 1))
	fi
	echo "$_name: $_p passed, $_f failed, $_s skipped"
	npass=$((npass + _p))
	nfail=$((nfail + _f))
	nskip=$((nskip + _s))
}

# annot FILE KEY: the value of the first "@@KEY:" annotation in FILE, with a
# closing comment "*/" and surrounding blanks removed.
annot() {
	sed -n "s/.*@@$2:[[:space:]]*//p" "$1" | head -n 1 |
	    sed 's/[[:space:]]*\*\/.*$//; s/[[:space:]]*$//'
}

# e2e_fail NAME REASON: report one failed end-to-end test.
e2e_fail() {
	echo "FAIL $1: $2"
	nfail=$((nfail + 1))
}

# e2e_output DIR BASE: build the combined actual output in $TMP/actual and
# pass it through the optional filter BASE.p.  Returns 1 on a filter error.
e2e_output() {
	cat "$TMP/out" >"$TMP/combined"
	if [ -s "$TMP/err" ]; then
		echo "-- @@stderr --" >>"$TMP/combined"
		cat "$TMP/err" >>"$TMP/combined"
	fi
	if [ ! -e "$1/$2.p" ]; then
		cp "$TMP/combined" "$TMP/actual"
		return 0
	fi
	[ -x "$1/$2.p" ] || return 1
	(cd "$1" && "./$2.p") <"$TMP/combined" >"$TMP/actual"
}

# run_e2e FILE: run one end-to-end test (FILE relative to ROOT).
run_e2e() {
	_name=${1#tests/}
	selected "$_name" || return 0
	_dir=$ROOT/$(dirname "$1")
	_base=$(basename "$1")
	_file=$ROOT/$1
	if grep -q '@@skip:' "$_file"; then
		echo "SKIP $_name: $(annot "$_file" skip)"
		nskip=$((nskip + 1))
		return 0
	fi
	_flags=$(annot "$_file" flags)
	_args=$(annot "$_file" args)
	_t=$(annot "$_file" timeout)
	_t=${_t:-$DEFAULT_TIMEOUT}
	_exit=$(annot "$_file" exit)
	case $_base in
	err.*) _exit=${_exit:-1} ;;
	*) _exit=${_exit:-0} ;;
	esac
	_btrace=$BTRACE
	case $_name in
	bt-gold/openbsd/*) ;;
	bt-gold/*) BTRACE=$TMP/bin/bpftrace ;;
	esac
	case $_base in
	*.d) eval "set -- \"\$DTRACE\" $_flags -s \"\$_base\" $_args" ;;
	*.bt) eval "set -- \"\$BTRACE\" $_flags \"\$_base\" $_args" ;;
	*.sh) eval "set -- bash \"\$_base\" $_args" ;;
	esac
	TESTDIR=$_dir
	export TESTDIR
	run_timed "$_dir" "$_t" "$TMP/out" "$TMP/err" "$@"
	BTRACE=$_btrace
	if [ ! -f "$_file.out" ]; then
		e2e_fail "$_name" "no expected output file $_base.out"
		return 0
	fi
	if ! e2e_output "$_dir" "$_base"; then
		e2e_fail "$_name" "output filter $_base.p failed"
		return 0
	fi
	# a shell test that cannot run here exits 77 with the reason on stderr
	case $_base in
	*.sh) if [ "$RC" = 77 ] && [ "$TIMEDOUT" = 0 ]; then
		echo "SKIP $_name: $(head -n 1 "$TMP/err")"
		nskip=$((nskip + 1))
		return 0
	fi ;;
	esac
	_why=
	[ "$RC" != "$_exit" ] && _why="exit status $RC, expected $_exit"
	[ "$TIMEDOUT" = 1 ] && _why="timed out after ${_t}s"
	# a known difference from bpftrace (tests/bt-gold/XFAIL): skipped
	# with its reason while it fails, an error once it passes
	_xf=$(sed -n "s|^${_name}[[:space:]][[:space:]]*||p" \
	    "$ROOT/tests/bt-gold/XFAIL" 2>/dev/null | head -n 1)
	if [ -n "$_xf" ]; then
		if cmp -s "$_file.out" "$TMP/actual" && [ -z "$_why" ]; then
			e2e_fail "$_name" "passes: take it out of tests/bt-gold/XFAIL"
		else
			echo "XFAIL $_name: $_xf"
			nskip=$((nskip + 1))
		fi
		return 0
	fi
	if ! cmp -s "$_file.out" "$TMP/actual"; then
		e2e_fail "$_name" "${_why:-output differs}"
		diff -u --label expected --label actual "$_file.out" \
		    "$TMP/actual"
	elif [ -n "$_why" ]; then
		e2e_fail "$_name" "$_why"
	else
		echo "PASS $_name"
		npass=$((npass + 1))
	fi
}

cd "$ROOT" || exit 1
if [ -n "${DT_TEST_LIST:-}" ]; then
	sed 's/#.*//; s/[[:space:]]*$//; /^$/d; s|^|tests/|' \
	    "$DT_TEST_LIST" >"$TMP/list" || exit 1
else
	for _u in "$B"/tests/test_*; do
		[ -f "$_u" ] && [ -x "$_u" ] && run_unit "$_u"
	done
	find tests/e2e tests/bt-gold tests/reliability -type f \
	    \( -name 'tst.*.d' -o -name 'err.*.d' \
	    -o -name 'tst.*.bt' -o -name 'err.*.bt' \
	    -o -name 'tst.*.sh' -o -name 'err.*.sh' \) | LC_ALL=C sort \
	    >"$TMP/list"
fi
while IFS= read -r _e; do
	run_e2e "$_e"
done <"$TMP/list"

echo "$npass passed, $nfail failed, $nskip skipped"
[ "$nfail" = 0 ]
