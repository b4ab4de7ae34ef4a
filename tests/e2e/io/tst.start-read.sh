# io:::start for reads: dd reads a 1 MiB file back with O_DIRECT, in
# requests flagged B_READ (not B_WRITE), 1 MiB in all, from the file's
# device.
. "$TESTDIR/dev.sh"
dd if=/dev/zero of="$SCRATCH/f" bs=64k count=16 status=none && sync
$DTRACE -qn 'io:::start /pid == $target/ {
	@[(args[0]->b_flags & B_READ) != 0, (args[0]->b_flags & B_WRITE) != 0,
	    args[1]->dev_statname == "'"$DEVNAME"'"] = sum(args[0]->b_bcount);
}
END { printa("read %d write %d dev %d: %@d bytes\n", @); }' \
    -c "dd if=$SCRATCH/f of=/dev/null bs=64k iflag=direct status=none"
