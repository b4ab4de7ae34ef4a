# SPDX-License-Identifier: Apache-2.0
# @@timeout: 180
# make install into a DESTDIR with PREFIX=/usr: the files it installs,
# what the shared library exports (the functions dtrace.h declares, in the
# version node LIBDTRACE_0), dtrace.pc, the man pages and tools of the tree;
# an out-of-tree consumer (consumer.c) built with pkg-config against the
# installed files and run; the installed commands run from outside the
# tree; BPFTRACE_LINK=1; make uninstall leaves nothing behind.
ROOT=$(cd "$TESTDIR/../../.." && pwd)
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
D=$tmp/dest
# make check's own make must not lend its jobserver to this one
unset MAKEFLAGS MFLAGS MAKELEVEL
case $B in
*build-san) san=SAN=1
	cflags_san="-fsanitize=address,undefined -fno-omit-frame-pointer" ;;
*) san= cflags_san= ;;
esac

mk() {
	# shellcheck disable=SC2086
	if ! make -C "$ROOT" $san PREFIX=/usr DESTDIR="$D" "$@" \
	    >"$tmp/make.log" 2>&1; then
		echo "make $*: failed" >&2
		tail -n 20 "$tmp/make.log" >&2
		exit 1
	fi
}

mk install

echo "== files"
(cd "$D" && find . -mindepth 1 \( -path ./usr/share -o -path ./usr/bin \) -prune -o \
    -print | LC_ALL=C sort) | while IFS= read -r f; do
	if [ -L "$D/$f" ]; then
		echo "$f -> $(readlink "$D/$f")"
	else
		echo "$f $(stat -c %a "$D/$f")"
	fi
done

echo "== commands"
for c in dtrace btrace plockstat; do
	f=$D/usr/bin/$c
	if [ -f "$f" ] && [ -x "$f" ]; then
		echo "usr/bin/$c: executable, needs" \
		    "$(readelf -d "$f" | sed -n 's/.*NEEDED.*\[\(libdtrace[^]]*\)\]/\1/p')"
	else
		echo "usr/bin/$c: missing"
	fi
done
# every command of the tree is installed
for s in "$ROOT"/src/cmd/*.c; do
	c=$(basename "$s" .c)
	[ -x "$D/usr/bin/$c" ] || echo "usr/bin/$c: not installed"
done
[ -e "$D/usr/bin/bpftrace" ] && echo "usr/bin/bpftrace installed by default"

echo "== library"
lib=$D/usr/lib/libdtrace.so.0.9.0
readelf -d "$lib" | sed -n 's/.*SONAME.*\[\(.*\)\]/soname \1/p'
# the functions dtrace.h declares (LIBDTRACE_API ... name(), comments out)
sed 's|/\*.*\*/||g' "$D/usr/include/dtrace.h" |
    awk '/\/\*/ { c = 1 } !c && !/^#/ { print } /\*\// { c = 0 }' | tr '\n' ' ' |
    grep -o 'LIBDTRACE_API[^;(]*(' | sed 's/.*[^A-Za-z0-9_]\([A-Za-z0-9_]*\)($/\1/' |
    LC_ALL=C sort -u >"$tmp/declared"
nm -D --defined-only "$lib" >"$tmp/nm"
awk '$2 != "A" { print $3 }' "$tmp/nm" | sed 's/@.*//' | LC_ALL=C sort -u \
    >"$tmp/exported"
for f in dtrace_open dtrace_aggregate_walk dtrace_close; do
	grep -qx "$f" "$tmp/declared" && echo "declared in dtrace.h: $f"
done
if cmp -s "$tmp/declared" "$tmp/exported"; then
	echo "exported: the same as declared"
else
	echo "exported: differs"
	diff "$tmp/declared" "$tmp/exported" | sed -n 's/^[<>] /  &/p'
fi
awk '$2 != "A" && $3 !~ /@@LIBDTRACE_0$/ { print "not in LIBDTRACE_0: " $3 }' \
    "$tmp/nm"
awk '$2 == "A" { print "version node " $3 }' "$tmp/nm"

echo "== man pages and tools"
n=0
for m in "$ROOT"/man/man[1-8]/*.[1-8]; do
	[ -f "$m" ] || continue
	i=$D/usr/share/man/$(basename "$(dirname "$m")")/$(basename "$m")
	cmp -s "$m" "$i" || echo "not installed: ${m#"$ROOT"/}"
	n=$((n + 1))
done
have=$(cd "$D" && find ./usr/share/man -type f 2>/dev/null | wc -l)
[ "$have" = "$n" ] || echo "man: $have files installed for $n pages"
if [ -d "$ROOT/tools" ]; then
	diff -r "$ROOT/tools" "$D/usr/share/dtrace/tools" >/dev/null ||
	    echo "tools: not installed as they are in the tree"
elif [ -e "$D/usr/share/dtrace" ]; then
	echo "tools: installed without a tools/ folder"
fi
echo "checked"

echo "== pkg-config"
export PKG_CONFIG_PATH=$D/usr/lib/pkgconfig PKG_CONFIG_SYSROOT_DIR=$D
pkg-config --modversion dtrace
flags=$(pkg-config --cflags --libs dtrace)
echo "$flags" | sed "s|$D|DESTDIR|g; s/ *$//"

echo "== consumer"
# shellcheck disable=SC2086
if ! ${CC:-cc} -std=c11 -Wall -Wextra -Werror -pedantic $cflags_san \
    -o "$tmp/consumer" "$TESTDIR/consumer.c" $flags 2>"$tmp/cc.log"; then
	echo "consumer: does not build"
	cat "$tmp/cc.log"
fi
(cd / && LD_LIBRARY_PATH=$D/usr/lib "$tmp/consumer")
echo "status $?"

echo "== installed commands, from /"
LD_LIBRARY_PATH=$D/usr/lib ldd "$D/usr/bin/dtrace" |
    sed -n "s|^[[:space:]]*libdtrace.so.0 => $D/usr/lib/\([^ ]*\) .*|libdtrace.so.0 => DESTDIR/usr/lib/\1|p"
(cd / && LD_LIBRARY_PATH=$D/usr/lib "$D/usr/bin/dtrace" -q -n \
    'BEGIN { printf("%s %d\n", "installed", 42); exit(0); }')
echo "status $?"
(cd / && LD_LIBRARY_PATH=$D/usr/lib "$D/usr/bin/btrace" --version)

echo "== BPFTRACE_LINK=1"
mk install BPFTRACE_LINK=1
echo "usr/bin/bpftrace -> $(readlink "$D/usr/bin/bpftrace")"
(cd / && LD_LIBRARY_PATH=$D/usr/lib "$D/usr/bin/bpftrace" --version)

echo "== uninstall"
mk uninstall
echo "left: $(cd "$D" && find . ! -type d | wc -l) files"
