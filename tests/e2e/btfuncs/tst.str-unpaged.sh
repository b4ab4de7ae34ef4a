# str() of user memory in a page the process has never touched (a file
# it mapped and has not read): an empty string, at a uprobe and at
# openat(2)'s entry with the same pointer, as dtrace's copyinstr() reads
# it (bpftrace reports no drop).  (The output goes to a file: the
# program's would mix with it.)
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
{ head -c 8192 /dev/zero; printf 'hello from a cold page'; head -c 4074 /dev/zero; } > "$tmp/cold"
$BTRACE -o "$tmp/out" -e "uprobe:$PROGS/coldpage:show { @p[tid] = arg0; printf(\"show [%s]\\n\", str(arg0)); }
tracepoint:syscalls:sys_enter_openat /@p[tid] == (uint64)args->filename/ { printf(\"openat [%s]\\n\", str(args->filename)); delete(@p[tid]); }" \
    -c "$PROGS/coldpage $tmp/cold 8192"
echo "status $?"
cat "$tmp/out"
