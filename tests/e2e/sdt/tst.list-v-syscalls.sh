# sdt: -lv of the syscalls group's events: sys_enter_openat's fields
# (__syscall_nr and the system call's arguments) and sys_exit_openat's
# (__syscall_nr, ret) as argument types (IDs vary with the kernel: left
# out).
$DTRACE -lv -n sdt:syscalls::sys_enter_openat -n sdt:syscalls::sys_exit_openat |
    sed 's/^ *[0-9][0-9]* //'
