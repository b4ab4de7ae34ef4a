# BPFTRACE_MAX_BPF_PROGS (512): bpftrace makes a program per probe for a
# clause that reads probe, counting description after description (5
# sys_enter_read* tracepoints, then 2 sys_enter_close*), and refuses to
# make more; other clauses make one program whatever they match.  (pid 0
# makes no system calls: nothing is printed.)
. "$TESTDIR/../lib.sh"
prog='BEGIN { exit(); }
tracepoint:syscalls:sys_enter_read* /pid == 0/ { printf("%s\n", probe); }
tracepoint:syscalls:sys_enter_close* /pid == 0/ { printf("%s\n", probe); }'
for n in 4 5 7; do
	BPFTRACE_MAX_BPF_PROGS=$n "$BTRACE" -e "$prog"
	echo "status $?"
done
BPFTRACE_MAX_BPF_PROGS=1 "$BTRACE" -e 'BEGIN { exit(); }
tracepoint:syscalls:sys_enter_read* /pid == 0/ { @ = 1; }'
echo "status $?"
BPFTRACE_MAX_BPF_PROGS=0 "$BTRACE" -e 'BEGIN { printf("%s\n", probe); exit(); }'
echo "status $?"
"$BTRACE" -e 'tracepoint:syscalls:* { @[probe] = count(); }'
echo "status $?"
