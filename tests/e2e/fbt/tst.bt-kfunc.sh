# btrace's kfunc: and kretfunc: (the fbt provider's probes): args->dfd
# and args->filename of do_sys_openat2 (named and typed from BTF), retval;
# openloop's opens of /nonexistent fail with -ENOENT.  Expected output:
# bpftrace 0.17's, on Debian 12's kernel (tests/vm/), whose stderr (left
# out) also has a warning btrace does not give ("Addrspace mismatch" at
# the comparison of str(uptr()) with a literal).
. ./fbt.sh
$BTRACE -e 'kfunc:do_sys_openat2 /comm == "openloop" &&
    str(uptr(args->filename)) == "/nonexistent"/ {
	@opens[args->dfd] = count();
	@in[tid] = 1;
}
kretfunc:do_sys_openat2 /@in[tid]/ {
	@ret[retval] = count();
	delete(@in[tid]);
}' -c "$PROGS/openloop /nonexistent 5" 2>/dev/null
$BTRACE -l 'kfunc:do_sys_openat*'
