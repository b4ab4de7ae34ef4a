# The classic: bytes of block I/O by device and program.  dd writes 16
# blocks of 64 KiB with O_DIRECT to a new file: its row is the file's
# device with 1 MiB, or a little more when creating the file made it read
# some of the filesystem's metadata first.  (Other programs' I/O depends
# on the machine: only dd's row is kept, and the device name compared
# with the one sysfs gives.)
. "$TESTDIR/dev.sh"
$DTRACE -qn 'io:::start { @[args[1]->dev_statname, execname] = sum(args[0]->b_bcount); }' \
    -c "dd if=/dev/zero of=$SCRATCH/f bs=64k count=16 oflag=direct status=none" |
    awk -v dev="$DEVNAME" '$2 == "dd" {
	print ($1 == dev ? "the device" : $1), $2,
	    ($3 >= 1048576 ? "at least 1 MiB" : $3) }'
