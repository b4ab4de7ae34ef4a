# cleanpath() of a path the traced program passes to openat(): the
# kernel's verifier accepts it (it once refused it as too complex, the
# output position being a constant it followed path by path), and the
# path is cleaned as illumos cleans it.
$DTRACE -qn 'syscall::openat:entry /pid == $target/ {
	printf("%s\n", cleanpath(copyinstr(arg1)));
	exit(0); }' -c "$PROGS/openloop /etc/../etc/./hostname 1"
