# Stacks in keys as bpftrace prints them: a newline, then a line a frame
# indented by 4 ("function+offset", the offset in decimal), the next key
# after a comma; in JSON the same text in the key's string.  Frames differ
# from machine to machine: they are masked.  The output is bpftrace's for
# the program below with its frames masked and its counts 1 (its exit()
# lets a few more events in).  Mirrors
#	bpftrace [-f json] -e 'tracepoint:syscalls:sys_enter_getppid
#	    /pid == cpid/ { @[kstack(3), comm] = count();
#	    @k[kstack(2)] = count(); @u[ustack(2)] = count(); exit(); }' \
#	    -c 'getppidloop 10'
for f in bt btjson; do
	$DTRACE -q -x oformat=$f -n '
	    syscall::getppid:entry /pid == $target && !done/ {
		done = 1;
		@[stack(3), execname] = count();
		@k[stack(2)] = count();
		@u[ustack(2)] = count();
		exit(0);
	    }' -c "$PROGS/getppidloop 10" |
	    sed 's/^    [^ ].*$/    FRAME/; s/\\n    [^\\]*/\\n    FRAME/g'
done
