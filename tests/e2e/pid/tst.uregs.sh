# pid provider: uregs[] are the traced thread's user registers at the
# probe; at main's entry %rdi holds argc and %rip is in main (the
# program lives on a while, so that its symbols are read).
$DTRACE -qn 'pid$target:a.out:main:entry {
	printf("%d %d ", uregs[R_RDI], uregs[R_RIP] == uregs[R_PC]);
	ufunc(uregs[R_PC]);
	printf("\n");
}' -c "$PROGS/sleeper 300 0"
