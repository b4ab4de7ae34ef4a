# printa() of stack keys with %k: frames flush left; %-20k indents them
# by 20 (DTrace sets stackindent to the width); %60k by nothing.  ustack
# and stack keys of one aggregation are printed one after the other.
$DTRACE -qn 'syscall::getppid:entry /pid == $target/ { @[ustack(3), stack(1)] = count(); @u[ustack(2)] = count(); }
	END { printa("%k%k|%@d\n", @); printa("%k\n", @u); printa("%-20k|\n", @u); printa("%60k|\n", @u); }' \
    -c "$PROGS/stacks getppid 3" | sed 's/+0x[0-9a-f]*$//; s/^vmlinux`.*/KERNEL-FRAME/'
