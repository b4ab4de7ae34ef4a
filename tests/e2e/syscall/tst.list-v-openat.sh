# -lv: openat's argument types, from the kernel's syscall description.
$DTRACE -lv -n 'syscall::openat:entry' | sed -n '/Argument Types/,$p'
