# io:::done fires when each request io:::start saw completes (often in
# interrupt context, so execname there is not dd's): the same block
# numbers, sizes, direction and device.  (dd may also read some of the
# filesystem's metadata as it creates the file: only writes are
# followed.)
. "$TESTDIR/dev.sh"
$DTRACE -qn 'io:::start /pid == $target && (args[0]->b_flags & B_WRITE)/ { st[args[0]->b_blkno] = 1; }
io:::done /st[args[0]->b_blkno]/ {
	@[(args[0]->b_flags & B_WRITE) != 0,
	    args[1]->dev_statname == "'"$DEVNAME"'",
	    args[2]->fi_pathname] = sum(args[0]->b_bcount);
	@n = count();
	@r = sum((args[0]->b_flags & B_READ) != 0);
	st[args[0]->b_blkno] = 0;
}
END {
	printa("done write %d dev %d %s: %@d bytes\n", @);
	printa("%@d requests, %@d of them reads\n", @n, @r);
}' -c "dd if=/dev/zero of=$SCRATCH/f bs=64k count=16 oflag=direct status=none"
