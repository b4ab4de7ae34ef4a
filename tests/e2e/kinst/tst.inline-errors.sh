# kinst::F:entry and :return refused, with the reason: -x vmlinux naming a
# file that is not there, or another kernel's (its build ID is not the
# running kernel's: dtrace itself is such a file), no DWARF where Debian
# puts it (the file is moved away for a moment); a function that is
# neither in the kernel nor inlined in it, or a module other than
# vmlinux, has no such probes.  The status is 1 each time.  Places the
# kernel refuses kprobes at (in code kprobes may not probe: some of
# fdput's copies, build_open_flags's own body, an inline function the
# kernel marks notrace) are left out with a warning.
# @@timeout: 200
. ./kinst.sh
dbg=/usr/lib/debug/boot/vmlinux-$(uname -r)
[ -r "$dbg" ] || { echo "no kernel DWARF at /usr/lib/debug/boot" >&2; exit 77; }
ids() {
	sed -E -e 's/build ID [0-9a-f]{40}/build ID FILE/' \
	    -e "s/kernel's is [0-9a-f]{40}/kernel's is KERNEL/" \
	    -e "s/$(uname -r)/RELEASE/g" -e "s|$DTRACE|DTRACE|g"
}
$DTRACE -x vmlinux=/nonexistent -n 'kinst::fdput:entry' 2>&1 | ids
echo "status ${PIPESTATUS[0]}"
$DTRACE -x vmlinux="$DTRACE" -n 'kinst::fdput:return' 2>&1 | ids
echo "status ${PIPESTATUS[0]}"
$DTRACE -n 'kinst::no_such_function_here:entry' 2>&1
echo "status $?"
$DTRACE -n 'kinst:ext4:fdput:entry' 2>&1
echo "status $?"
$DTRACE -qn 'kinst::fdput:entry, kinst::build_open_flags:return { }
    BEGIN { exit(0); }' 2>&1 >/dev/null | sed -E 's/at [0-9]+ of its [0-9]+ places/at R of its N places/' | sort
echo "status ${PIPESTATUS[0]}"
mv "$dbg" "$dbg.away"
trap 'mv "$dbg.away" "$dbg"' EXIT
$DTRACE -n 'kinst::fdput:entry' 2>&1 | ids
echo "status ${PIPESTATUS[0]}"
