#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# tests/vm/guest.sh -- runs a shell script in the guest of tests/vm/run.sh
# (tests/vm/README.md) and prints what it printed: to look at what a
# kernel does, or at what bpftrace prints there (DT_VM_HOSTBIN=bpftrace).
#
# Usage: B=build sh tests/vm/guest.sh SCRIPT
#
# SCRIPT runs with bash in /src, the tree's tests/ under it, with DTRACE,
# BTRACE and PROGS set as tests/run.sh sets them.  DT_VM_KERNEL,
# DT_VM_CACHE, DT_VM_TIMEOUT and DT_VM_HOSTBIN as for run.sh; DT_VM_DWARF=1
# puts the kernel's DWARF in the guest, as run.sh does (lib.sh's vm_dwarf).
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
B=${B:-build}
case $B in /*) ;; *) B=$ROOT/$B ;; esac
VM_HOSTBIN="bash setsid diff setpriv ${DT_VM_HOSTBIN:-}"
. "$ROOT/tests/vm/lib.sh"

result() { echo "guest.sh: $2" >&2; exit 1; }

[ $# = 1 ] && [ -r "$1" ] || result FAIL "usage: guest.sh SCRIPT"
vm_tools
[ -x "$B/dtrace" ] && [ -x "$B/btrace" ] || result FAIL "no $B/dtrace"
vm_kernel
vm_tmproot
[ -n "${DT_VM_DWARF:-}" ] && vm_dwarf "$r"
cp "$1" "$r/src/script"
{
vm_init_head
cat <<'EOF_INIT'
echo "@@vm-begin"
cd /src && DTRACE=/src/build/dtrace BTRACE=/src/build/btrace \
    PROGS=/src/build/progs bash /src/script 2>&1
echo "@@vm-end"
poweroff -f
echo o >/proc/sysrq-trigger
EOF_INIT
} >"$r/init"
vm_boot "$r"
sed -n "s/.*@@vm-version: /guest: /p" "$vm_log" >&2
sed -n '/^@@vm-begin$/,/^@@vm-end$/p' "$vm_log" | sed '1d; /^@@vm-end$/d'
grep -q '^@@vm-end$' "$vm_log" || result FAIL "the guest did not finish (qemu status $vm_rc)"
