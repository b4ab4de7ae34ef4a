# globbing in probe descriptions: probefunc and probename of each match.
$DTRACE -qn 'syscall::getp*pid:entry, syscall::getppid:return /pid == $target/ {
	@[probefunc, probename] = count(); }' -c "$PROGS/getppidloop 3"
$DTRACE -l -n 'syscall::read*:' | awk 'NR > 1 { print $4, $5 }' | sort
