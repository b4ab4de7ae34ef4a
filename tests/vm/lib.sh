# SPDX-License-Identifier: Apache-2.0
# tests/vm/lib.sh -- the guest of tests/vm/run.sh, for it and for
# bench/vmattach.sh: sourced, with ROOT (the tree), B (the build, an
# absolute path) and a function result SKIP|FAIL MESSAGE (which exits)
# defined by the caller.
#
#   vm_kernel          the kernel to boot: sets vm_deb (its package) and
#                      vm_vmlinuz.  $DT_VM_KERNEL chooses it: empty or
#                      "6.1", Debian 12's own (the newest
#                      linux-image-6.1.0-N-amd64-unsigned apt offers);
#                      "backports", the newest linux-image-6.N-amd64-unsigned
#                      of bookworm-backports (fetched with a sources list of
#                      its own under $DT_VM_CACHE, the machine's apt
#                      configuration left alone)
#   vm_dwarf DIR       the kernel's DWARF (its vmlinux from the matching
#                      linux-image-...-dbg package, kept in the cache
#                      without the sections dtrace does not read and its
#                      debug sections compressed: 180 MB, not 630) put at
#                      DIR/usr/lib/debug/boot/vmlinux-RELEASE, where
#                      Debian's package installs it (kinst's inlined
#                      copies read it); the guest gets more memory then.
#                      Nothing when the package cannot be had (the tests
#                      that need it are skipped)
#   vm_tmproot         a temporary directory, $tmp (removed at exit), and
#                      in it $r, the guest's root made by vm_root
#   vm_root DIR        DIR made the guest's root: busybox, $B's dtrace,
#                      btrace and test programs, tests/, the host programs
#                      $VM_HOSTBIN names (copied to /usr/local/bin) and the
#                      shared libraries of all of them; no init
#   vm_init_head       prints the start of an init: mounts, /proc/version
#   vm_boot DIR        boots the kernel with DIR as its initramfs; the
#                      console's output, without its \r, in $vm_log;
#                      vm_rc is QEMU's (timeout's) status, vm_secs the
#                      seconds the guest ran
#
# Knobs: DT_VM_CACHE (default /var/cache/dtrace-vm: the kernel packages,
# kept for the next run), DT_VM_TIMEOUT (default 900 s: the boot is
# killed then), DT_VM_KERNEL (above).
CACHE=${DT_VM_CACHE:-/var/cache/dtrace-vm}
TIMEOUT=${DT_VM_TIMEOUT:-900}
BUSYBOX=/bin/busybox
# libraries dtrace opens with dlopen() (instruction decoding, C++ names)
DLOPEN="libcapstone.so.4 libstdc++.so.6"

vm_tools() {
	command -v qemu-system-x86_64 >/dev/null ||
	    result SKIP "no qemu-system-x86_64 (scripts/deps.sh installs it)"
	command -v cpio >/dev/null || result SKIP "no cpio"
	"$BUSYBOX" --list 2>/dev/null | grep -qx sh ||
	    result SKIP "no static busybox at $BUSYBOX (busybox-static)"
}

# vm_fetch APTOPTS REGEX GLOB: the newest package whose name matches
# REGEX that apt (with the options APTOPTS) offers, fetched into $vm_dir
# unless there already, else the newest GLOB already fetched; sets vm_deb
vm_fetch() {
	local p pkg=
	for p in $(apt-cache $1 search --names-only "$2" 2>/dev/null |
	    awk '{ print $1 }' | sort -rV); do
		if apt-cache $1 policy "$p" 2>/dev/null |
		    grep -q 'Candidate: [0-9]'; then
			pkg=$p
			break
		fi
	done
	vm_deb=
	if [ -n "$pkg" ]; then
		vm_deb=$(ls "$vm_dir/${pkg}_"*.deb 2>/dev/null | sort -V |
		    tail -n 1)
		if [ -z "$vm_deb" ]; then
			(cd "$vm_dir" && apt-get $1 download -q "$pkg") \
			    >"$vm_dir/fetch.log" 2>&1
			vm_deb=$(ls "$vm_dir/${pkg}_"*.deb 2>/dev/null |
			    sort -V | tail -n 1)
		fi
	fi
	[ -n "$vm_deb" ] || vm_deb=$(ls "$vm_dir"/$3 2>/dev/null | sort -V |
	    tail -n 1)
}

vm_kernel() {
	local kdir apt
	case ${DT_VM_KERNEL:-6.1} in
	6.1)
		vm_dir=$CACHE
		mkdir -p "$vm_dir" || result SKIP "cannot make $vm_dir"
		vm_fetch "" '^linux-image-6\.1\.0-[0-9]+-amd64-unsigned$' \
		    'linux-image-6.1.0-*-amd64-unsigned_*.deb'
		[ -n "$vm_deb" ] ||
		    result SKIP "no Debian 6.1 kernel package to be had" ;;
	backports)
		vm_dir=$CACHE/backports
		mkdir -p "$vm_dir/lists/partial" "$vm_dir/archives/partial" \
		    "$vm_dir/sources.list.d" ||
		    result SKIP "cannot make $vm_dir"
		echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian bookworm-backports main" \
		    >"$vm_dir/sources.list"
		apt="-o Dir::Etc::SourceList=$vm_dir/sources.list
		    -o Dir::Etc::SourceParts=$vm_dir/sources.list.d
		    -o Dir::State::Lists=$vm_dir/lists -o Dir::Cache=$vm_dir
		    -o Dir::Cache::pkgcache= -o Dir::Cache::srcpkgcache=
		    -o APT::Get::List-Cleanup=0"
		apt-get $apt -q update >"$vm_dir/update.log" 2>&1
		vm_apt=$apt
		vm_fetch "$apt" '^linux-image-6\.[0-9]+\.[0-9]+\+(bpo|deb12)-amd64-unsigned$' \
		    'linux-image-6.*-amd64-unsigned_*.deb'
		[ -n "$vm_deb" ] || result SKIP \
		    "no bookworm-backports kernel package to be had" ;;
	*)
		result FAIL "DT_VM_KERNEL=$DT_VM_KERNEL: 6.1 or backports" ;;
	esac
	kdir=$vm_dir/$(basename "$vm_deb" .deb)
	if [ ! -d "$kdir/boot" ]; then
		rm -rf "$kdir.tmp"
		dpkg-deb -x "$vm_deb" "$kdir.tmp" && mv "$kdir.tmp" "$kdir" ||
		    result FAIL "cannot unpack $vm_deb"
	fi
	vm_vmlinuz=$(ls "$kdir"/boot/vmlinuz-* 2>/dev/null | head -n 1)
	[ -n "$vm_vmlinuz" ] || result FAIL "no vmlinuz in $vm_deb"
}

vm_dwarf() {
	local base pkg ver rel out deb
	base=$(basename "$vm_deb" .deb)
	pkg=${base%%_*}
	pkg=${pkg%-unsigned}-dbg
	ver=${base#*_}
	ver=${ver%_*}
	rel=${pkg#linux-image-}
	rel=${rel%-dbg}
	out=$vm_dir/vmlinux-$rel.dwarf
	if [ ! -s "$out" ] && command -v objcopy >/dev/null; then
		(cd "$vm_dir" && apt-get ${vm_apt:-} download -q "$pkg=$ver") \
		    >"$vm_dir/fetch-dbg.log" 2>&1
		deb=$(ls "$vm_dir/${pkg}_"*.deb 2>/dev/null | tail -n 1)
		if [ -n "$deb" ] && dpkg-deb --fsys-tarfile "$deb" |
		    tar -xOf - "./usr/lib/debug/boot/vmlinux-$rel" \
		    >"$out.full" && objcopy -R '.rela*' -R .debug_loclists \
		    -R .debug_frame -R .debug_line -R .debug_aranges \
		    --compress-debug-sections=zlib "$out.full" "$out.tmp"; then
			mv "$out.tmp" "$out"
		fi
		rm -f "$out.full" "$out.tmp" "$deb"
	fi
	[ -s "$out" ] || return 0
	mkdir -p "$1/usr/lib/debug/boot"
	cp "$out" "$1/usr/lib/debug/boot/vmlinux-$rel"
	vm_mem=2048
}

vm_tmproot() {
	tmp=$(mktemp -d "${TMPDIR:-/tmp}/dtrace-vm.XXXXXX") || exit 1
	trap 'rm -rf "$tmp"' EXIT
	trap 'exit 130' INT TERM
	r=$tmp/root
	vm_root "$r"
}

vm_root() {
	local r=$1 h l p f
	mkdir -p "$r/bin" "$r/usr/local/bin" "$r/proc" "$r/sys" "$r/dev" \
	    "$r/tmp" "$r/src/build/progs" "$r/etc" "$r/lib/x86_64-linux-gnu"
	cp "$BUSYBOX" "$r/bin/busybox"
	cp "$B/dtrace" "$B/btrace" "$r/src/build/"
	cp "$B"/progs/* "$r/src/build/progs/"
	for h in $VM_HOSTBIN; do
		case $h in
		/*) f=$h ;;
		*) f=$(command -v "$h") ;;
		esac
		cp "$f" "$r/usr/local/bin/" || result FAIL "no $h on this machine"
	done
	(cd "$ROOT" && tar -cf - tests) | (cd "$r/src" && tar -xf -)
	for l in $DLOPEN; do
		p=$(/sbin/ldconfig -p | awk -v l="$l" '$1 == l && /x86-64/ {
		    print $NF; exit }')
		[ -n "$p" ] && cp -L "$p" "$r/lib/x86_64-linux-gnu/"
	done
	# the shared libraries of every program, at the paths ldd names
	for f in "$r"/src/build/dtrace "$r"/src/build/btrace \
	    "$r"/src/build/progs/* "$r"/usr/local/bin/* \
	    "$r"/lib/x86_64-linux-gnu/*; do
		ldd "$f" 2>/dev/null
	done | awk '$2 == "=>" && $3 ~ /^\// { print $3 }
	    $1 ~ /^\// { print $1 }' |
	    sort -u | while IFS= read -r l; do
		mkdir -p "$r$(dirname "$l")"
		cp -L "$l" "$r$l"
	done
	echo "root:x:0:0:root:/:/bin/sh" >"$r/etc/passwd"
	echo "nobody:x:65534:65534:nobody:/:/bin/sh" >>"$r/etc/passwd"
	printf 'root:x:0:\nnogroup:x:65534:\n' >"$r/etc/group"
}

vm_init_head() {
	cat <<'EOF_INIT'
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
EOF_INIT
}

vm_boot() {
	local r=$1 start
	chmod +x "$r/init"
	(cd "$r" && find . | cpio -o -H newc --quiet | gzip -1) \
	    >"$r.initrd" || result FAIL "cannot build the initramfs"
	start=$(date +%s)
	timeout -k 10 "$TIMEOUT" qemu-system-x86_64 -accel tcg -cpu max \
	    -m "${vm_mem:-1024}" -nographic -no-reboot -kernel "$vm_vmlinuz" \
	    -initrd "$r.initrd" \
	    -append 'console=ttyS0 quiet loglevel=1 panic=-1' </dev/null \
	    >"$r.console" 2>&1
	vm_rc=$?
	vm_secs=$(($(date +%s) - start))
	vm_log=$r.log
	tr -d '\r' <"$r.console" >"$vm_log"
}
