#!/bin/sh
# run.sh -- driver for the bt-gold corpus (not part of `make check`).
#
# Usage: [BTRACE=cmd] [B=build] sh tests/bt-gold/run.sh [-g] [-r N] [substring]
#
# Runs every test under tests/bt-gold/ whose name (`lang/tst.ternary.bt`)
# contains SUBSTRING, the way tests/run.sh runs tests/e2e (format in
# tests/e2e/README.md), except that a `.bt` test runs as
#     $BTRACE [@@flags] tst.NAME.bt [@@args]
# and the environment has BTRACE (absolute path) instead of DTRACE.
#
#   -r N   run each test N times (default 1); every run must match.
#   -g     generate: run each test N times (default 3), check that all runs
#          gave the same output and the expected exit status, then write
#          the output to NAME.out.  Used with the real bpftrace only;
#          tests marked @@handwritten: (expected output written by hand,
#          see README.md) are left alone.
#
# BTRACE defaults to harness/bpftrace-gold (the real bpftrace, see
# README.md); point it at btrace to measure btrace against the corpus.
set +m
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
GOLD=$ROOT/tests/bt-gold
B=${B:-build}
case $B in /*) ;; *) B=$ROOT/$B ;; esac
GEN=0
REPS=
while [ $# -gt 0 ]; do
	case $1 in
	-g) GEN=1; shift ;;
	-r) REPS=$2; shift 2 ;;
	*) break ;;
	esac
done
[ -n "$REPS" ] || { [ "$GEN" = 1 ] && REPS=3 || REPS=1; }
FILTER=${1:-}
DEFAULT_TIMEOUT=${DT_TEST_TIMEOUT:-30}
# a run longer than this is reported (SLOW lines; the tests aim at < 5 s)
SLOW_MS=${BT_GOLD_SLOW_MS:-5000}
KILL_GRACE=2

BTRACE=${BTRACE:-$GOLD/harness/bpftrace-gold}
case $BTRACE in /*) ;; *) BTRACE=$(command -v "$BTRACE") ;; esac
PROGS=$B/progs
export BTRACE PROGS B

npass=0
nfail=0
nskip=0
r_seq=0

TMP=$(mktemp -d "${TMPDIR:-/tmp}/bt-gold.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT
trap 'exit 130' INT TERM

selected() {
	case $1 in *"$FILTER"*) return 0 ;; esac
	return 1
}

# run_timed DIR TIMEOUT OUT ERR CMD...: as in tests/run.sh
run_timed() {
	r_dir=$1 r_t=$2 r_out=$3 r_err=$4
	shift 4
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
	kill -KILL "-$r_wpid" 2>/dev/null
	kill -KILL "$r_wpid" 2>/dev/null
	{ wait "$r_wpid"; } 2>/dev/null
	[ -s "$r_pgid" ] && kill -KILL "-$(cat "$r_pgid")" 2>/dev/null
	TIMEDOUT=0
	[ -e "$r_exp" ] && TIMEDOUT=1
	rm -f "$r_pgid" "$r_exp"
	return 0
}

annot() {
	sed -n "s/.*@@$2:[[:space:]]*//p" "$1" | head -n 1 |
	    sed 's/[[:space:]]*\*\/.*$//; s/[[:space:]]*$//'
}

fail() {
	echo "FAIL $1: $2"
	nfail=$((nfail + 1))
}

# combine DIR BASE DEST: stdout, "-- @@stderr --" and stderr, through the
# optional filter BASE.p
combine() {
	cat "$TMP/out" >"$TMP/combined"
	if [ -s "$TMP/err" ]; then
		echo "-- @@stderr --" >>"$TMP/combined"
		cat "$TMP/err" >>"$TMP/combined"
	fi
	if [ ! -e "$1/$2.p" ]; then
		cp "$TMP/combined" "$3"
		return 0
	fi
	[ -x "$1/$2.p" ] || return 1
	(cd "$1" && "./$2.p") <"$TMP/combined" >"$3"
}

run_test() {
	_name=${1#tests/bt-gold/}
	selected "$_name" || return 0
	_dir=$ROOT/$(dirname "$1")
	_base=$(basename "$1")
	_file=$ROOT/$1
	if [ "$GEN" = 1 ] && grep -q '@@handwritten:' "$_file"; then
		echo "HAND $_name: $(annot "$_file" handwritten)"
		nskip=$((nskip + 1))
		return 0
	fi
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
	case $_base in
	*.bt) eval "set -- \"\$BTRACE\" $_flags \"\$_base\" $_args" ;;
	*.sh) eval "set -- bash \"\$_base\" $_args" ;;
	esac
	TESTDIR=$_dir
	export TESTDIR
	if [ "$GEN" = 0 ] && [ ! -f "$_file.out" ]; then
		fail "$_name" "no expected output file $_base.out"
		return 0
	fi
	_i=0
	_why=
	rm -f "$TMP/first"
	while [ "$_i" -lt "$REPS" ]; do
		_i=$((_i + 1))
		_t0=$(date +%s%N)
		run_timed "$_dir" "$_t" "$TMP/out" "$TMP/err" "$@"
		_ms=$(( ($(date +%s%N) - _t0) / 1000000 ))
		[ "$_ms" -gt "$SLOW_MS" ] &&
		    echo "SLOW $_name: run $_i took ${_ms} ms"
		if ! combine "$_dir" "$_base" "$TMP/actual"; then
			fail "$_name" "output filter $_base.p failed"
			return 0
		fi
		case $_base in
		*.sh) if [ "$RC" = 77 ] && [ "$TIMEDOUT" = 0 ]; then
			echo "SKIP $_name: $(head -n 1 "$TMP/err")"
			nskip=$((nskip + 1))
			return 0
		fi ;;
		esac
		[ "$RC" != "$_exit" ] && _why="run $_i: exit status $RC, expected $_exit"
		[ "$TIMEDOUT" = 1 ] && _why="run $_i: timed out after ${_t}s"
		if [ "$GEN" = 1 ]; then
			if [ -f "$TMP/first" ] && ! cmp -s "$TMP/first" "$TMP/actual"; then
				fail "$_name" "run $_i differs from run 1"
				diff -u --label run1 --label "run$_i" \
				    "$TMP/first" "$TMP/actual"
				return 0
			fi
			[ -f "$TMP/first" ] || cp "$TMP/actual" "$TMP/first"
			if [ -n "$_why" ]; then
				fail "$_name" "$_why"
				cat "$TMP/actual"
				return 0
			fi
		elif ! cmp -s "$_file.out" "$TMP/actual"; then
			fail "$_name" "${_why:-run $_i: output differs}"
			diff -u --label expected --label actual "$_file.out" \
			    "$TMP/actual"
			return 0
		elif [ -n "$_why" ]; then
			fail "$_name" "$_why"
			return 0
		fi
	done
	if [ "$GEN" = 1 ]; then
		if [ -f "$_file.out" ] && cmp -s "$_file.out" "$TMP/first"; then
			echo "SAME $_name"
		else
			cp "$TMP/first" "$_file.out"
			echo "WROTE $_name"
		fi
	else
		echo "PASS $_name"
	fi
	npass=$((npass + 1))
}

cd "$ROOT" || exit 1
find tests/bt-gold -type f \( -name 'tst.*.bt' -o -name 'err.*.bt' \
    -o -name 'tst.*.sh' -o -name 'err.*.sh' \) | LC_ALL=C sort >"$TMP/list"
while IFS= read -r _e; do
	run_test "$_e"
done <"$TMP/list"

echo "$npass passed, $nfail failed, $nskip skipped"
[ "$nfail" = 0 ]
