# descriptions with empty or missing fields: each form matches the same
# syscall probes.
for d in '::getppid:entry' 'getppid:entry' 'syscall:vmlinux:getppid:entry' 'syscall::getppid:' ':::entry'; do
	$DTRACE -qn "$d /pid == \$target && probefunc == \"getppid\"/ { @[probename] = count(); }
	END { printa(\"$d %s %@d\\n\", @); }" -c "$PROGS/getppidloop 4"
done
