# kstack and ustack as bpftrace lays them out: a newline, then a frame a
# line, "function+offset" indented by 8 (by 4 in a map key); kstack(N) and
# ustack(N) the first N frames; the perf mode a tab, the address in hex,
# the frame, and for user frames the object's path; printf's %s;
# print(); JSON.  Kernel frames and offsets change from machine to
# machine: they are masked.  stacks' inner makes the system call, from
# middle, from outer, from main.
for f in text json; do
	$BTRACE -f $f -e 'tracepoint:syscalls:sys_enter_getppid /pid == cpid/ {
	    print(ustack(3)); print(ustack(perf, 2)); print(kstack(1));
	    print(kstack(perf, 1)); printf("%s|\n", ustack(2));
	    @k[kstack(1)] = count(); exit(); }' -c "$PROGS/stacks getppid 1"
done
