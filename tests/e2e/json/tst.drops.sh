# Drops in JSON are records of a pseudo-probe dtrace:INTERNAL:INTERNAL:DROP
# with the count, the kind and DTrace's message, each a line of its own on
# stdout.
$DTRACE -x oformat=json -x dynvarsize=2k -qn 'syscall::getppid:entry /pid == $target/ {
	a[n++] = 1; } END { printf("%d calls\n", n); }' -c "$PROGS/getppidloop 3000" |
    jq -c 'select(.name == "DROP") |
	[.cpu, .id, .provider, .module, .function, .kind, (.count > 0),
	 (.msg | sub("^[0-9]+"; "N"))]' | sort -u
