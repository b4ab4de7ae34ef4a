# tracepoint:raw_syscalls:sys_enter { @[comm, arg0] = count() }: every
# system call by name and number; kept to readloop's getppid-free reads:
# read is system call 0 on x86-64.
$BTRACE -e 'tracepoint:raw_syscalls:sys_enter /pid == cpid && arg0 == 0/ {
    @[comm, arg0] = count() }' -c "$PROGS/readloop 40" |
    sed 's/\]: [0-9]*$/]: N/'
