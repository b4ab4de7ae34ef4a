# a pointer argument read with copyinstr(): openat's path, typed args[1]
# and raw arg1 alike.
$DTRACE -qn 'syscall::openat:entry /pid == $target && copyinstr(args[1]) == "/dev/null"/ {
	n++; }
syscall::openat:entry /pid == $target && copyinstr(arg1) == "/dev/null"/ {
	m++; }
END { printf("%d %d\n", n, m); }' -c "$PROGS/openloop /dev/null 5"
