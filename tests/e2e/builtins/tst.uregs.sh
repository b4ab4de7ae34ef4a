# uregs[] are the user registers at the system call: the syscall number
# in R_ORIG_RAX (getppid is 110 on x86-64), and a user PC.
$DTRACE -qn 'syscall::getppid:entry /pid == $target/ {
	printf("%d %d %d\n", uregs[R_ORIG_RAX], uregs[R_PC] != 0,
	    uregs[R_SP] != 0); exit(0); }' -c "$PROGS/getppidloop 1"
