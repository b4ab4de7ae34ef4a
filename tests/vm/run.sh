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
# 900).  DT_VM_KERNEL=backports boots bookworm-backports' newer kernel
# instead (tests/vm/lib.sh).  Skipped (one skipped test) where QEMU, busybox-static or cpio are
# missing or no kernel package can be had.
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
B=${B:-build}
case $B in /*) ;; *) B=$ROOT/$B ;; esac
LIST=${1:-$ROOT/tests/vm/list}
# host programs tests/run.sh needs in the guest beyond busybox's,
# objdump (the kinst tests decode the kernel's code with it), and any
# others $DT_VM_HOSTBIN names (bpftrace, to compare with it by hand)
VM_HOSTBIN="bash setsid diff setpriv objdump ${DT_VM_HOSTBIN:-}"
. "$ROOT/tests/vm/lib.sh"

result() {
	case $1 in
	SKIP) echo "SKIP vm: $2"; echo "0 passed, 0 failed, 1 skipped"
	    exit 0 ;;
	FAIL) echo "FAIL vm: $2"; echo "0 passed, 1 failed, 0 skipped"
	    exit 1 ;;
	esac
}

vm_tools
[ -x "$B/dtrace" ] && [ -x "$B/btrace" ] || result FAIL "no $B/dtrace"
[ -r "$LIST" ] || result FAIL "no test list $LIST"

vm_kernel

vm_tmproot
vm_dwarf "$r"
cp "$LIST" "$r/src/list"
{
vm_init_head
cat <<'EOF'
echo "@@vm-begin"
cd /src && DT_TEST_LIST=/src/list B=/src/build bash tests/run.sh
echo "@@vm-end"
poweroff -f
echo o >/proc/sysrq-trigger
EOF
} >"$r/init"
vm_boot "$r"
sed -n "s/.*@@vm-version: /guest: /p" "$vm_log"
sed -n '/^@@vm-begin$/,/^@@vm-end$/p' "$vm_log" | sed '1d; /^@@vm-end$/d' |
    sed -E 's/^(PASS|FAIL|SKIP|XFAIL) /\1 vm\//' >"$tmp/results"
line=$(grep -E '^[0-9]+ passed, [0-9]+ failed, [0-9]+ skipped$' \
    "$tmp/results" | tail -n 1)
grep -vE '^[0-9]+ passed, [0-9]+ failed, [0-9]+ skipped$' "$tmp/results"
echo "vm: $vm_secs s in the guest ($(basename "$vm_deb"))"
if [ -z "$line" ]; then
	if [ "$vm_rc" = 124 ] || [ "$vm_rc" = 137 ]; then
		echo "FAIL vm: timed out after ${TIMEOUT}s"
	else
		echo "FAIL vm: the guest gave no result (qemu status $vm_rc)"
	fi
	tail -n 30 "$vm_log" | sed 's/^/  /'
	echo "0 passed, 1 failed, 0 skipped"
	exit 1
fi
echo "$line"
case $line in *" 0 failed,"*) exit 0 ;; esac
exit 1
