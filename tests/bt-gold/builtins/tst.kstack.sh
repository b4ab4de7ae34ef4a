# kstack in a tracepoint: printed with printf %s, print(), as a map key,
# with a frame limit kstack(N), and in perf mode (address, symbol+offset).
# Which kernel functions show up below the first frame varies from call to
# call on this kernel (__traceiter_sys_enter is sometimes there), so every
# frame is masked to SYM+OFF, addresses to ADDR: the format is checked,
# not the symbols (funcs/tst.ksym-kaddr.bt checks symbol names).
. "$TESTDIR/../lib.sh"
"$BTRACE" -e '
tracepoint:syscalls:sys_enter_getppid /pid == cpid/ {
	printf("[%s]\n", kstack(2));
	print(kstack(1));
	@[kstack(3)] = count();
	@perf[kstack(perf, 2)] = count();
}' -c "$PROGS/getppidloop 2" 2>&1 |
    sed 's/^\( *\)[A-Za-z_][A-Za-z0-9_.]*+[0-9][0-9]*$/\1SYM+OFF/
	s/^\t[0-9a-f]\{16\} [A-Za-z_][A-Za-z0-9_.]*+[0-9][0-9]*$/\tADDR SYM+OFF/'
