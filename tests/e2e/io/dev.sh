# dev.sh -- sourced by the io tests: make a scratch directory in the
# test's own directory (not /tmp, which may be tmpfs), removed at exit,
# and find the block device of its filesystem: DEVMAJ, DEVMIN and
# DEVNAME (vda, sda1, ...) from /sys/dev/block/MAJ:MIN/uevent, and
# DISKNAME, the disk's name (vda, sda).  Exits 77
# (skipped) when the filesystem is not on a block device of its own, or
# that device passes its I/O on to others (device mapper, md).
SCRATCH=$(mktemp -d "$TESTDIR/scratch.XXXXXX") || exit 1
trap 'rm -rf "$SCRATCH"' EXIT
majmin=$(mountpoint -d "$(stat -c %m "$SCRATCH")") || exit 1
DEVMAJ=${majmin%:*}
DEVMIN=${majmin#*:}
DEVNAME=$(sed -n 's/^DEVNAME=//p' "/sys/dev/block/$majmin/uevent" 2>/dev/null)
if [ -z "$DEVNAME" ]; then
	echo "the filesystem of $SCRATCH is not on a block device" >&2
	exit 77
fi
if [ -n "$(ls "/sys/dev/block/$majmin/slaves" 2>/dev/null)" ]; then
	echo "$DEVNAME passes its I/O on to other devices" >&2
	exit 77
fi
DISKNAME=$DEVNAME
if [ -e "/sys/dev/block/$majmin/partition" ]; then
	DISKNAME=$(basename "$(dirname "$(readlink -f "/sys/dev/block/$majmin")")")
fi
