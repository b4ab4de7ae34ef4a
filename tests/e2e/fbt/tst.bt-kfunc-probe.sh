# btrace's probe built-in in kfunc: and kretfunc: clauses names the probe
# as bpftrace does there, kfunc:MODULE:FUNCTION (with or without the
# module written), in a map key and in printf; kprobe:'s stays
# kprobe:FUNCTION.  Expected output: bpftrace 0.17's, on Debian 12's
# kernel (tests/vm/), whose stderr (left out) has a warning btrace does
# not give ("Addrspace mismatch" at the comparison of str(uptr()) with a
# literal).
. ./fbt.sh
$BTRACE -e 'kfunc:do_sys_openat2 /comm == "openloop" &&
    str(uptr(args->filename)) == "/nonexistent"/ {
	@f[probe] = count();
	printf("%s\n", probe);
}
kretfunc:vmlinux:do_sys_openat2 /comm == "openloop" &&
    str(uptr(args->filename)) == "/nonexistent"/ {
	@r[probe] = count();
}
kprobe:do_sys_openat2 /comm == "openloop" && str(uptr(arg1)) == "/nonexistent"/ {
	@k[probe] = count();
}' -c "$PROGS/openloop /nonexistent 2" 2>/dev/null
