#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# deps.sh -- install what building and testing this project needs on Debian
# (run as root; gawk is for DTrace's own test suite, ../shared/conformance;
# debhelper, dpkg-dev and fakeroot build the Debian package, tests/pkg/;
# prometheus (for promtool), python3-prometheus-client and curl check the
# OpenMetrics output and its HTTP server, tests/e2e/oformat; auditd gives
# auditctl, which the audit provider's tests add their rules with,
# tests/e2e/audit; qemu-system-x86, busybox-static and cpio boot Debian's
# own kernel for tests/vm/, which fetches the kernel package itself).
# The apt work is skipped when every package is already
# installed, so a second run is fast.  Also mounts tracefs if needed.
set -e

PKGS="build-essential libbpf-dev libelf-dev zlib1g-dev pkg-config bpftrace
jq python3 valgrind clang linux-perf hyperfine bpftool libcapstone-dev libdw-dev systemtap-sdt-dev
gawk debhelper dpkg-dev fakeroot prometheus python3-prometheus-client curl
auditd qemu-system-x86 busybox-static cpio"

missing=
for p in $PKGS; do
	st=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
	case "$st" in
	*" installed") ;;
	*) missing="$missing $p" ;;
	esac
done

if [ -n "$missing" ]; then
	echo "deps.sh: installing:$missing"
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq
	# shellcheck disable=SC2086
	apt-get install -y -qq --no-install-recommends $missing
fi

TRACEFS=/sys/kernel/tracing
if ! grep -qs " $TRACEFS tracefs " /proc/mounts; then
	mkdir -p "$TRACEFS" 2>/dev/null || true
	mount -t tracefs nodev "$TRACEFS" ||
	    echo "deps.sh: warning: could not mount tracefs at $TRACEFS" >&2
fi
exit 0
