# btrace's kprobe:FUNC+OFFSET (the kinst provider's probe of the
# instruction at that offset): at do_sys_openat2+5, after its first
# instruction (the 5-byte nop ftrace patches), the arguments are still in
# their registers (arg0: AT_FDCWD, arg1: the path); probe names the
# offset in decimal however it was written, func the function.  Expected
# output: bpftrace 0.17's, on Debian 12's kernel (tests/vm/).
. ./kinst.sh
for o in 5 0x5; do
	$BTRACE -e 'kprobe:do_sys_openat2+'$o' /comm == "openloop" &&
	    str(uptr(arg1)) == "/nonexistent"/ {
		@[probe, func, (int32)arg0] = count();
	}' -c "$PROGS/openloop /nonexistent 3" 2>/dev/null
done
