# With DTRACE_NO_UPROBE_MULTI, each place a pid probe is put is a uprobe
# perf event of dtrace's own (with a BPF link), open while the probe is:
# main's entry and return and syscall()'s entry, and the dynamic loader's
# _dl_debug_state() (watched for libraries loaded later): four perf
# events; at main's return the program has called syscall() 3 times, each
# seen once.
DTRACE_NO_UPROBE_MULTI=1 $DTRACE -wqn '
pid$target:a.out:main:entry {
	system("ls -l /proc/%d/fd | grep -c perf_event", $pid);
}
pid$target:libc.so.6:syscall:entry { n++; }
pid$target:a.out:main:return { printf("syscall %d\n", n); }' \
    -c "$PROGS/getppidloop 3"
