# fds[fd]: the current process's open file fd as a fileinfo_t, as DTrace's
# fds[] gives it: its name, directory, path, file system type and mount
# point, offset and open flags; a descriptor that is not open is "<none>".
# The trigger opens /proc/self/status (a proc file system file) and
# closes it; its standard input is /dev/null.
$DTRACE -qn 'syscall::close:entry /pid == $target && arg0 == 3/ {
	printf("%s %s %s %s %d %d\n", fds[arg0].fi_name, fds[arg0].fi_fs,
	    fds[arg0].fi_mount, fds[arg0].fi_dirname ==
	    strjoin("/proc/", lltostr(pid)) ? "/proc/PID" :
	    fds[arg0].fi_dirname, fds[arg0].fi_offset,
	    fds[arg0].fi_oflags & O_ACCMODE);
	printf("%s %s %s %s\n", fds[99].fi_name, fds[-1].fi_pathname,
	    fds[0].fi_pathname, fds[0].fi_mount);
	exit(0); }' -c "$PROGS/openloop /proc/self/status 1"
