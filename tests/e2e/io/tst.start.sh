# io:::start fires in dd as it issues its O_DIRECT writes: args[0] the
# bufinfo_t (B_WRITE, not B_READ; 1 MiB in all), args[1] the devinfo_t of
# the file's device (major, minor, name (the disk's), statname, pathname
# as sysfs has them), args[2] the fileinfo_t (a block request knows no file:
# "<none>").  (dd may also read some of the filesystem's metadata as it
# creates the file: only writes are counted.)
. "$TESTDIR/dev.sh"
$DTRACE -qn 'io:::start /pid == $target && (args[0]->b_flags & B_WRITE)/ {
	@[(args[0]->b_flags & B_READ) != 0,
	    args[1]->dev_major == '"$DEVMAJ"' && args[1]->dev_minor == '"$DEVMIN"',
	    args[1]->dev_name == "'"$DISKNAME"'",
	    args[1]->dev_statname == "'"$DEVNAME"'",
	    args[1]->dev_pathname == "/dev/'"$DEVNAME"'",
	    args[2]->fi_pathname, args[2]->fi_name] = sum(args[0]->b_bcount);
}
END { printa("write: read %d dev %d name %d statname %d pathname %d %s %s: %@d bytes\n", @); }' \
    -c "dd if=/dev/zero of=$SCRATCH/f bs=64k count=16 oflag=direct status=none"
