# fbt::vfs_*:entry, every vfs_ function at once: readloop 25 reads one
# byte 25 times (vfs_read(file, buf, 1, pos)); no other vfs_ function of
# it has 1 as its third argument.
. ./fbt.sh
$DTRACE -qn 'fbt::vfs_*:entry /pid == $target && arg2 == 1/ {
	@[probefunc] = count();
}
END { printa("%s %@d\n", @); }' -c "$PROGS/readloop 25"
