# Which attachment fbt chooses where the kernel has both fentry and
# kprobe_multi links (skipped without kprobe_multi: Debian 12's 6.1; run
# in tests/vm/ with DT_VM_KERNEL=backports): a program of many probes
# (the 70-odd vfs_* functions) attaches their entries through a
# kprobe_multi link, even those fentry could take, faster to attach and
# to detach, and its return through fexit (link type tracing); one of few
# (vfs_read's entry and return) both through fentry/fexit.  The same
# counts either way: readloop's 25 one-byte reads.
. ./fbt.sh
if ! $BTRACE --info 2>&1 | grep -q 'kprobe_multi: yes'; then
	echo "this kernel has no kprobe_multi links" >&2
	exit 77
fi
for probes in 'fbt::vfs_*:entry' 'fbt::vfs_read:entry'; do
	echo "$probes"
	fbt_links "$probes"
done
