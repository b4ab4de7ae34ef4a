# btrace's kretfunc: args->NAME, the function's arguments at its return,
# typed from BTF as at its entry, beside retval: do_sys_openat2's dfd and
# filename and its return value, for openloop's opens of /nonexistent
# (-ENOENT).  Expected output: bpftrace 0.17's, on Debian 12's kernel
# (tests/vm/), whose stderr (left out) has a warning btrace does not give
# ("Addrspace mismatch" at the comparison of str(uptr()) with a literal).
. ./fbt.sh
$BTRACE -e 'kretfunc:do_sys_openat2 /comm == "openloop" &&
    str(uptr(args->filename)) == "/nonexistent"/ {
	@[args->dfd, str(uptr(args->filename)), retval] = count();
}' -c "$PROGS/openloop /nonexistent 3" 2>/dev/null
