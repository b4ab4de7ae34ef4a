# curpsinfo->pr_psargs is the traced program's command line, arguments
# joined by spaces, cut at 79 characters.
cd "$PROGS" || exit 1
$DTRACE -qn 'syscall::getppid:entry /pid == $target/ {
	printf("[%s]\n", curpsinfo->pr_psargs); exit(0); }' \
    -c "./getppidloop 3 x y z 123456789012345678901234567890123456789012345678901234567890"
