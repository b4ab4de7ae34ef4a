# sdt: the syscalls group's events, whose fields are each stored in 8
# bytes: sys_enter_openat's int __syscall_nr (257 on x86-64), int dfd
# (AT_FDCWD, -100, read as a negative int), const char * filename (read
# with copyinstr()) and int flags; sys_exit_openat's long ret (-ENOENT for
# a missing file).  (The dynamic linker's opens are left out.)
$DTRACE -qn 'sdt:syscalls::sys_enter_openat /pid == $target/ {
	self->path = copyinstr((uintptr_t)args[2]);
}
sdt:syscalls::sys_enter_openat /self->path == "/nonexistent"/ {
	printf("enter nr %d dfd %d %d %s flags %d\n", args[0], args[1],
	    args[1] < 0, self->path, args[3]);
}
sdt:syscalls::sys_exit_openat /self->path == "/nonexistent"/ {
	printf("exit nr %d ret %d %d\n", args[0], args[1], args[1] < 0);
}' -c "$PROGS/openloop /nonexistent 2"
