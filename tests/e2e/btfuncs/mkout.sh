#!/bin/sh
# mkout.sh -- record the expected outputs of these tests from the real
# bpftrace 0.17: each tst.*.sh runs with BTRACE set to tests/bt-gold's
# harness (bpftrace, without the RLIMIT_MEMLOCK line this machine adds),
# and what it prints (stdout, then "-- @@stderr --" and stderr, through
# the test's .p filter if it has one) becomes its .out, as tests/run.sh
# compares them.  Usage (as root, after make): sh mkout.sh [tst.NAME.sh...]
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
B=${B:-$root/build}
BTRACE=$root/tests/bt-gold/harness/bpftrace-gold
PROGS=$B/progs
TESTDIR=$here
export B BTRACE PROGS TESTDIR
cd "$here" || exit 1
[ $# -gt 0 ] || set -- tst.*.sh
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
for t in "$@"; do
	setsid bash "$t" </dev/null >"$tmp/out" 2>"$tmp/err"
	cp "$tmp/out" "$tmp/all"
	if [ -s "$tmp/err" ]; then
		echo "-- @@stderr --" >>"$tmp/all"
		cat "$tmp/err" >>"$tmp/all"
	fi
	if [ -x "$t.p" ]; then
		"./$t.p" <"$tmp/all" >"$t.out"
	else
		cp "$tmp/all" "$t.out"
	fi
	echo "$t"
done
