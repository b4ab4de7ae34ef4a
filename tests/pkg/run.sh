#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# tests/pkg/run.sh -- the Debian package, as CI checks it (.ci/run): built
# with dpkg-buildpackage from a copy of the tree (debian/), installed with
# dpkg -i, the installed dtrace run on one trace, a consumer built against
# libdtrace-dev with pkg-config and run, then the packages removed with
# dpkg -r.  One test: the last line is "N passed, N failed, N skipped".
# Skipped where it cannot run: not root, no dpkg-buildpackage, or
# dtrace-ebpf already installed (it is not replaced).
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
NAME=pkg/deb
PKGS="dtrace-ebpf libdtrace-dev libdtrace0"

result() {
	case $1 in
	PASS) echo "PASS $NAME"; echo "1 passed, 0 failed, 0 skipped" ;;
	SKIP) echo "SKIP $NAME: $2"; echo "0 passed, 0 failed, 1 skipped" ;;
	*) echo "FAIL $NAME: $2"; echo "0 passed, 1 failed, 0 skipped" ;;
	esac
	[ "$1" != FAIL ]
	exit
}

[ "$(id -u)" = 0 ] || result SKIP "dpkg -i needs root"
command -v dpkg-buildpackage >/dev/null ||
    result SKIP "no dpkg-buildpackage (scripts/deps.sh installs it)"
for p in $PKGS; do
	st=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
	case $st in *" installed") result SKIP "$p is installed already" ;; esac
done

tmp=$(mktemp -d "${TMPDIR:-/tmp}/dtrace-pkg.XXXXXX") || exit 1
installed=0
cleanup() {
	# shellcheck disable=SC2086
	[ "$installed" = 1 ] && dpkg -r $PKGS >/dev/null 2>&1
	[ -n "${PKG_LOGS:-}" ] && cat "$tmp"/install.log "$tmp"/remove.log 2>/dev/null
	rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# the tree without its build directories
mkdir "$tmp/src"
(cd "$ROOT" && tar -cf - --exclude='./build*' --exclude=./.git \
    --exclude=./debian/build --exclude=./debian/tmp .) |
    (cd "$tmp/src" && tar -xf -) || result FAIL "cannot copy the tree"
# a distribution's build: its own flags, warnings are not errors
if ! (cd "$tmp/src" && env -u WERROR -u MAKEFLAGS -u MFLAGS -u MAKELEVEL \
    dpkg-buildpackage -us -uc -b -j2) >"$tmp/build.log" 2>&1; then
	tail -n 30 "$tmp/build.log"
	result FAIL "dpkg-buildpackage failed"
fi

installed=1
# shellcheck disable=SC2086
if ! dpkg -i "$tmp"/dtrace-ebpf_*.deb "$tmp"/libdtrace0_*.deb \
    "$tmp"/libdtrace-dev_*.deb >"$tmp/install.log" 2>&1; then
	cat "$tmp/install.log"
	result FAIL "dpkg -i failed"
fi

# what the installed files print, against what they should
{
	echo "== dtrace"
	(cd / && /usr/sbin/dtrace -q -n \
	    'BEGIN { printf("%s %d\n", "packaged", 42); exit(0); }')
	echo "status $?"
	# /usr/bin/dtrace: the alternative (a link to /usr/sbin/dtrace), or
	# systemtap-sdt-dev's own file, which update-alternatives leaves
	update-alternatives --query dtrace |
	    sed -n 's/^Alternative: /alternative dtrace: /p'
	if [ -L /usr/bin/dtrace ]; then
		t=$(readlink -f /usr/bin/dtrace)
		[ "$t" = /usr/sbin/dtrace ] || echo "/usr/bin/dtrace -> $t"
	elif ! dpkg -S /usr/bin/dtrace 2>/dev/null |
	    grep -q '^systemtap-sdt-dev:'; then
		echo "/usr/bin/dtrace: neither the alternative nor systemtap-sdt-dev's"
	fi
	/usr/bin/btrace --version
	# the manual pages whose names systemtap-sdt-dev and blktrace use
	for p in 1ebpf:dtrace 8ebpf:btrace; do
		if command -v man >/dev/null; then
			man -w "${p%%:*}" "${p#*:}"
		else
			ls "/usr/share/man/man${p%%[!0-9]*}/${p#*:}.${p%%:*}.gz"
		fi
	done
	echo "== consumer"
	# shellcheck disable=SC2046
	cc -std=c11 -Wall -Wextra -Werror -o "$tmp/consumer" \
	    "$ROOT/tests/e2e/install/consumer.c" $(pkg-config --cflags --libs dtrace) &&
	    (cd / && "$tmp/consumer")
	echo "status $?"
} >"$tmp/actual" 2>&1
{
	echo "== dtrace"
	printf 'packaged 42\n\nstatus 0\n'
	echo "alternative dtrace: /usr/sbin/dtrace"
	echo "btrace $(cat "$ROOT/VERSION") (bpftrace 0.17 language)"
	echo /usr/share/man/man1/dtrace.1ebpf.gz
	echo /usr/share/man/man8/btrace.8ebpf.gz
	# the consumer's output, as tst.install.sh expects it
	sed -n '/^== consumer$/,/^status /p' \
	    "$ROOT/tests/e2e/install/tst.install.sh.out"
} >"$tmp/expected"
if ! cmp -s "$tmp/expected" "$tmp/actual"; then
	diff -u --label expected --label actual "$tmp/expected" "$tmp/actual"
	result FAIL "the installed files' output differs"
fi

# shellcheck disable=SC2086
if ! dpkg -r $PKGS >"$tmp/remove.log" 2>&1; then
	cat "$tmp/remove.log"
	result FAIL "dpkg -r failed"
fi
installed=0
[ ! -e /usr/sbin/dtrace ] || result FAIL "/usr/sbin/dtrace left after dpkg -r"
if update-alternatives --query dtrace >/dev/null 2>&1; then
	result FAIL "the dtrace alternative left after dpkg -r"
fi
result PASS
