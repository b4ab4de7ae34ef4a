# copyinstr() of a syscall argument: the path openat(2) was given.
$DTRACE -qn 'syscall::openat:entry /pid == $target/ {
	printf("%s\n", copyinstr(arg1)); }' -c "$PROGS/openloop /etc/hostname 2" |
    grep hostname
