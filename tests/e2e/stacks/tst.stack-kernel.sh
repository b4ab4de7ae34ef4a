# stack() and stack(N) from a system call: kernel frames as vmlinux`func.
# Which functions lie between the system call entry and the probe depends
# on the kernel, so only the entry path is compared, and stack(1)'s size.
$DTRACE -qn 'syscall::getppid:entry /pid == $target/ { @[stack()] = count(); }' \
    -c "$PROGS/stacks getppid 3" | sed 's/+0x[0-9a-f]*$//' |
    grep -E '^$|do_syscall_64|entry_SYSCALL_64|^ +[0-9]+$'
$DTRACE -qn 'syscall::getppid:entry /pid == $target/ { stack(1); exit(0); }' \
    -c "$PROGS/stacks getppid 3" | awk '{ print NF ? "frame" : "empty" }'
