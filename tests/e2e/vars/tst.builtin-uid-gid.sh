# uid and gid of the target (run by root, as the tests are) match dtrace's
# own $uid and $gid.
$DTRACE -qn 'syscall::getppid:entry /pid == $target/ {
	printf("%d %d %d %d\n", uid, gid, uid == $uid, gid == $gid);
	exit(0); }' -c "$PROGS/getppidloop 1"
