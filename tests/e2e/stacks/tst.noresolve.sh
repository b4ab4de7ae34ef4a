# -x noresolve: user addresses are not resolved to symbols; ustack(),
# usym(), ufunc(), uaddr() and %A show them as Oracle's DTrace does, the
# object and the offset in the mapping that holds them; umod() still names
# the object.  Offsets masked.
$DTRACE -x noresolve -qn 'syscall::getppid:entry /pid == $target/ {
	ustack(); printf("[%A]\n", uregs[R_PC]);
	usym(uregs[R_PC]); ufunc(uregs[R_PC]); uaddr(uregs[R_PC]);
	umod(uregs[R_PC]); printf("\n"); exit(0); }' \
    -c "$PROGS/stacks getppid 3" | sed 's/0x[0-9a-f]*/0xN/g'
