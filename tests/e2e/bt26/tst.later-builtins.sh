# Built-ins later bpftrace added (docs/stdlib.md of bpftrace 0.26):
# nsecs's clocks (monotonic, boot: also the time suspended, tai, sw_tai:
# the boot clock plus TAI's offset from it), pid and tid in the initial
# PID namespace (bpftrace 0.17's pid and tid) and in the tracer's
# (compared with cpid, which is as the tracer sees it), jiffies (the
# kernel's 64-bit counter, which starts at 2^32 - 300 * HZ), has_cpid
# (-c given), and the compile-time kfunc_exist() and kfunc_allowed()
# (from the kernel's BTF: bpf_task_from_pid is a kfunc only tracing
# (fentry), TC, XDP, struct_ops, syscall and cgroup_skb programs may
# call, since Linux 6.2; bpf_rcu_read_lock one all programs may).
# Expected output written by hand from those definitions.
$BTRACE -e 'BEGIN {
  $m = nsecs(monotonic); $b = nsecs(boot); $t = nsecs(tai);
  $s = nsecs(sw_tai); $d = (int64)($s - $t);
  printf("boot >= monotonic: %d\n", $b >= $m);
  printf("tai after 2020: %d\n", $t > 1577836800000000000);
  printf("sw_tai within 1s of tai: %d\n", $d > -1000000000 && $d < 1000000000);
  printf("nsecs() is nsecs(monotonic): %d\n", nsecs() >= $m && nsecs(monotonic) >= $m);
  printf("init ns: %d %d\n", pid(init) == pid, tid(init) == tid);
  printf("jiffies: %d %d\n", jiffies > 4000000000, jiffies() >= jiffies - 1000);
  printf("has_cpid: %d %d\n", has_cpid, has_cpid());
  printf("kfunc_exist: %d %d\n", kfunc_exist("bpf_task_from_pid"), kfunc_exist("no_such_kfunc"));
  printf("kfunc_allowed: %d %d %d\n", kfunc_allowed("bpf_rcu_read_lock"), kfunc_allowed("bpf_task_from_pid"), kfunc_allowed("no_such_kfunc"));
  exit();
}'
echo "status $?"
$BTRACE -c /bin/true -e 'BEGIN { printf("has_cpid: %d\n", has_cpid); }
tracepoint:syscalls:sys_enter_exit_group /pid(curr_ns) == cpid/ {
  printf("curr_ns: %d %d\n", tid(curr_ns) == cpid, pid(curr_ns) == tid(curr_ns));
  exit();
}'
echo "status $?"
