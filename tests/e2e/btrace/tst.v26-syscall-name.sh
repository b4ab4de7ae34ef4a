# syscall_name() of bpftrace after 0.17 (docs/stdlib.md at v0.26.1:
# "string syscall_name(int nr_syscall)", a syscall number's name; its
# example: syscall_name(__NR_read) is "read"): printed with printf's %s
# and print(), as a map key (as bpftrace's tools/syscount.bt uses it,
# here counting a child's system calls: execve, its first), in JSON,
# and an argument that is no integer.  Expected output written from
# x86-64's numbers (<asm/unistd_64.h>: read 0, write 1, open 2, close 3,
# execve 59).
$BTRACE -e 'BEGIN { printf("%s %s\n", syscall_name(0), syscall_name(59));
    print(syscall_name(2)); @[syscall_name(1)] = count();
    @[syscall_name(1)] = count(); exit(); }'
$BTRACE -f json -e 'BEGIN { print(syscall_name(3)); exit(); }' | sed -n 2p
$BTRACE -e 'tracepoint:raw_syscalls:sys_enter /pid == cpid/ {
    @[syscall_name(args.id)] = count(); }' -c /bin/true | grep -c '^@\[execve\]: 1$'
$BTRACE -e 'BEGIN { print(syscall_name("a")); }' 2>&1 | sed -n 's/.*ERROR: //p'
exit 0
