# fbt on kprobe_multi links (Linux 5.18 and later with fprobes; not Debian
# 12's 6.1, where this is skipped: tests/vm/ boots a newer kernel with
# DT_VM_KERNEL=backports).  With DTRACE_NO_FENTRY=1 the fbt::vfs_*:entry
# probes attach through one kprobe_multi link and fbt::vfs_read:return
# through another (no perf event), with DTRACE_NO_KPROBE_MULTI=1 too
# through a kprobe perf event each; the same results either way:
# readloop's 25 one-byte reads, vfs_read(file, buf, 1, pos) returning 1.
. ./fbt.sh
if ! $BTRACE --info 2>&1 | grep -q 'kprobe_multi: yes'; then
	echo "this kernel has no kprobe_multi links" >&2
	exit 77
fi
for single in "" 1; do
	echo "DTRACE_NO_KPROBE_MULTI=$single"
	DTRACE_NO_FENTRY=1 DTRACE_NO_KPROBE_MULTI=$single \
	    fbt_links 'fbt::vfs_*:entry'
done
