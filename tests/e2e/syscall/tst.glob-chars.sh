# globs in descriptions: ? and [set] in the function, * in the name.
$DTRACE -qn 'syscall::getpp?d:ent*, syscall::get[p]pid:r*n /pid == $target/ {
	@[probefunc, probename] = count(); }
END { printa("%s %s %@d\n", @); }' -c "$PROGS/getppidloop 6"
