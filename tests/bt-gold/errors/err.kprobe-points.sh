# kprobe:, kretprobe: and kfunc: probes written wrong: bpftrace's errors
# about the probe as written come before any about what the kernel has.
. "$TESTDIR/../lib.sh"
for p in 'kprobe:a:b:c' 'kprobe' 'kprobe:' 'kretprobe:' 'kprobe:+3' \
    'kprobe:f+x' 'kretprobe:f+0' 'kretprobe:vfs_read+4' \
    'kprobe:vfs_read+4:x' 'kretprobe:mod:vfs_read' 'kfunc:a:b:c' \
    'kfunc:vmlinux:vfs_read:x'; do
	"$BTRACE" -e "$p { exit(); }"
done
