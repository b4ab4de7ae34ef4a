#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# tests/vm/run.sh -- end-to-end tests on Debian 12's own kernel (6.1),
# booted in QEMU (tests/vm/README.md).
#
# Usage: B=build sh tests/vm/run.sh [LIST]
#
# Fetches Debian's stock kernel package linux-image-6.1.0-N-amd64-unsigned
# (the newest apt offers; apt-get download, kept in $DT_VM_CACHE, default
# /var/cache/dtrace-vm), builds an initramfs (busybox-static, cpio) holding
# $B's dtrace, btrace and test programs, the shared libraries they need,
# tests/ and a small init, and boots it with QEMU's emulator (TCG).  The
# guest runs the tests LIST names (default tests/vm/list) with
# tests/run.sh and powers off.  Prints the guest's /proc/version, the
# results (test names prefixed with vm/), and last the line
# "N passed, N failed, N skipped"; the exit status is 1 if anything
# failed.  The whole boot is killed after $DT_VM_TIMEOUT seconds (default
# 900).  Skipped (one skipped test) where QEMU, busybox-static or cpio are
# missing or no kernel package can be had.
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
B=${B:-build}
case $B in /*) ;; *) B=$ROOT/$B ;; esac
LIST=${1:-$ROOT/tests/vm/list}
CACHE=${DT_VM_CACHE:-/var/cache/dtrace-vm}
TIMEOUT=${DT_VM_TIMEOUT:-900}
BUSYBOX=/bin/busybox
# host programs tests/run.sh needs in the guest beyond busybox's,
# objdump (the kinst tests decode the kernel's code with it), and any
# others $DT_VM_HOSTBIN names (bpftrace, to compare with it by hand)
HOSTBIN="bash setsid diff setpriv objdump ${DT_VM_HOSTBIN:-}"
# libraries dtrace opens with dlopen() (instruction decoding, C++ names)
DLOPEN="libcapstone.so.4 libstdc++.so.6"

result() {
	case $1 in
	SKIP) echo "SKIP vm: $2"; echo "0 passed, 0 failed, 1 skipped"
	    exit 0 ;;
	FAIL) echo "FAIL vm: $2"; echo "0 passed, 1 failed, 0 skipped"
	    exit 1 ;;
	esac
}

command -v qemu-system-x86_64 >/dev/null ||
    result SKIP "no qemu-system-x86_64 (scripts/deps.sh installs it)"
command -v cpio >/dev/null || result SKIP "no cpio"
"$BUSYBOX" --list 2>/dev/null | grep -qx sh ||
    result SKIP "no static busybox at $BUSYBOX (busybox-static)"
[ -x "$B/dtrace" ] && [ -x "$B/btrace" ] || result FAIL "no $B/dtrace"
[ -r "$LIST" ] || result FAIL "no test list $LIST"

# the kernel: the newest linux-image-6.1.0-N-amd64-unsigned apt offers,
# else the newest already fetched
mkdir -p "$CACHE" || result SKIP "cannot make $CACHE"
pkg=
for p in $(apt-cache search --names-only \
    '^linux-image-6\.1\.0-[0-9]+-amd64-unsigned$' 2>/dev/null |
    awk '{ print $1 }' | sort -rV); do
	if apt-cache policy "$p" 2>/dev/null |
	    grep -q 'Candidate: [0-9]'; then
		pkg=$p
		break
	fi
done
deb=
if [ -n "$pkg" ]; then
	deb=$(ls "$CACHE/${pkg}_"*.deb 2>/dev/null | sort -V | tail -n 1)
	if [ -z "$deb" ]; then
		(cd "$CACHE" && apt-get download -q "$pkg") >"$CACHE/fetch.log" \
		    2>&1
		deb=$(ls "$CACHE/${pkg}_"*.deb 2>/dev/null | sort -V |
		    tail -n 1)
	fi
fi
[ -n "$deb" ] || deb=$(ls "$CACHE"/linux-image-6.1.0-*-amd64-unsigned_*.deb \
    2>/dev/null | sort -V | tail -n 1)
[ -n "$deb" ] || result SKIP "no Debian 6.1 kernel package to be had"
kdir=$CACHE/$(basename "$deb" .deb)
if [ ! -d "$kdir/boot" ]; then
	rm -rf "$kdir.tmp"
	dpkg-deb -x "$deb" "$kdir.tmp" && mv "$kdir.tmp" "$kdir" ||
	    result FAIL "cannot unpack $deb"
fi
vmlinuz=$(ls "$kdir"/boot/vmlinuz-* 2>/dev/null | head -n 1)
[ -n "$vmlinuz" ] || result FAIL "no vmlinuz in $deb"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/dtrace-vm.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM
r=$tmp/root
mkdir -p "$r/bin" "$r/usr/local/bin" "$r/proc" "$r/sys" "$r/dev" "$r/tmp" \
    "$r/src/build/progs" "$r/etc"
cp "$BUSYBOX" "$r/bin/busybox"
cp "$B/dtrace" "$B/btrace" "$r/src/build/"
cp "$B"/progs/* "$r/src/build/progs/"
for h in $HOSTBIN; do
	cp "$(command -v "$h")" "$r/usr/local/bin/" ||
	    result FAIL "no $h on this machine"
done
(cd "$ROOT" && tar -cf - tests) | (cd "$r/src" && tar -xf -)
cp "$LIST" "$r/src/list"
mkdir -p "$r/lib/x86_64-linux-gnu"
for l in $DLOPEN; do
	p=$(/sbin/ldconfig -p | awk -v l="$l" '$1 == l && /x86-64/ {
	    print $NF; exit }')
	[ -n "$p" ] && cp -L "$p" "$r/lib/x86_64-linux-gnu/"
done
# the shared libraries of every program, at the paths ldd names
for f in "$r"/src/build/dtrace "$r"/src/build/btrace "$r"/src/build/progs/* \
    "$r"/usr/local/bin/* "$r"/lib/x86_64-linux-gnu/*; do
	ldd "$f" 2>/dev/null
done | awk '$2 == "=>" && $3 ~ /^\// { print $3 } $1 ~ /^\// { print $1 }' |
    sort -u | while IFS= read -r lib; do
	mkdir -p "$r$(dirname "$lib")"
	cp -L "$lib" "$r$lib"
done
echo "root:x:0:0:root:/:/bin/sh" >"$r/etc/passwd"
echo "nobody:x:65534:65534:nobody:/:/bin/sh" >>"$r/etc/passwd"
printf 'root:x:0:\nnogroup:x:65534:\n' >"$r/etc/group"
cat >"$r/init" <<'EOF'
#!/bin/busybox sh
# busybox's sh runs its own applets before those on PATH: bash is sh
/bin/busybox --install -s /bin
ln -sf /usr/local/bin/bash /bin/sh
export PATH=/usr/local/bin:/bin:/usr/bin HOME=/ TMPDIR=/tmp
mount -t proc proc /proc
mount -t sysfs sys /sys
mount -t devtmpfs dev /dev
mount -t tmpfs tmp /tmp
mount -t tracefs nodev /sys/kernel/tracing
mount -t debugfs nodev /sys/kernel/debug
mount -t bpf bpf /sys/fs/bpf
ulimit -l unlimited
echo "@@vm-version: $(cat /proc/version)"
echo "@@vm-begin"
cd /src && DT_TEST_LIST=/src/list B=/src/build bash tests/run.sh
echo "@@vm-end"
poweroff -f
echo o >/proc/sysrq-trigger
EOF
chmod +x "$r/init"
(cd "$r" && find . | cpio -o -H newc --quiet | gzip -1) >"$tmp/initrd" ||
    result FAIL "cannot build the initramfs"

start=$(date +%s)
timeout -k 10 "$TIMEOUT" qemu-system-x86_64 -accel tcg -cpu max -m 1024 \
    -nographic -no-reboot -kernel "$vmlinuz" -initrd "$tmp/initrd" \
    -append 'console=ttyS0 quiet loglevel=1 panic=-1' </dev/null \
    >"$tmp/console" 2>&1
rc=$?
end=$(date +%s)
tr -d '\r' <"$tmp/console" >"$tmp/log"
sed -n "s/.*@@vm-version: /guest: /p" "$tmp/log"
sed -n '/^@@vm-begin$/,/^@@vm-end$/p' "$tmp/log" | sed '1d; /^@@vm-end$/d' |
    sed -E 's/^(PASS|FAIL|SKIP|XFAIL) /\1 vm\//' >"$tmp/results"
line=$(grep -E '^[0-9]+ passed, [0-9]+ failed, [0-9]+ skipped$' \
    "$tmp/results" | tail -n 1)
grep -vE '^[0-9]+ passed, [0-9]+ failed, [0-9]+ skipped$' "$tmp/results"
echo "vm: $((end - start)) s in the guest ($(basename "$deb"))"
if [ -z "$line" ]; then
	if [ "$rc" = 124 ] || [ "$rc" = 137 ]; then
		echo "FAIL vm: timed out after ${TIMEOUT}s"
	else
		echo "FAIL vm: the guest gave no result (qemu status $rc)"
	fi
	tail -n 30 "$tmp/log" | sed 's/^/  /'
	echo "0 passed, 1 failed, 0 skipped"
	exit 1
fi
echo "$line"
case $line in *" 0 failed,"*) exit 0 ;; esac
exit 1
