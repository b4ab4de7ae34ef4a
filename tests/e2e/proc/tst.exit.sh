# proc:::exit fires once per process, in its last thread, with args[0]
# saying why: CLD_EXITED for exit(3) and for the shell's own exit,
# CLD_KILLED for SIGKILL.
$DTRACE -qn 'proc:::exit /progenyof($target)/ {
	printf("%s %d exited %d killed %d dumped %d last %d\n", execname,
	    args[0], args[0] == CLD_EXITED, args[0] == CLD_KILLED,
	    args[0] == CLD_DUMPED, curpsinfo->pr_nlwp <= 1);
}' -c "/bin/sh $TESTDIR/exit-kinds.sh $PROGS"
