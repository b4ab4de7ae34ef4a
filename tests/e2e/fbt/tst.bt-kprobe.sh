# btrace's kprobe: and kretprobe: (the fbt provider's probes): arg0 and
# arg1 of do_sys_openat2(dfd, filename, how), the probe and func
# built-ins, retval; openloop's opens of /nonexistent fail with -ENOENT.
# Expected output: bpftrace 0.17's, on Debian 12's kernel (tests/vm/),
# whose stderr (left out) also has a warning btrace does not give
# ("Addrspace mismatch" at the comparison of str(uptr()) with a literal).
. ./fbt.sh
$BTRACE -e 'kprobe:do_sys_openat2 /comm == "openloop" &&
    str(uptr(arg1)) == "/nonexistent"/ {
	@opens[probe, func, (int32)arg0] = count();
	@in[tid] = 1;
}
kretprobe:do_sys_openat2 /@in[tid]/ {
	@ret[probe, (int32)retval] = count();
	delete(@in[tid]);
}' -c "$PROGS/openloop /nonexistent 5" 2>/dev/null
$BTRACE -l 'kprobe:do_sys_openat*'
