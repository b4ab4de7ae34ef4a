# probe: the bt name of the probe that fired, in printf and as a map key;
# a clause of several probes (one of them a wildcard) names each; uprobe
# and uretprobe by the program's path.  Text and JSON.
for f in text json; do
	$BTRACE -f $f -e 'BEGIN { printf("%s\n", probe); }
	    interval:ms:100 { printf("%s\n", probe); @[probe] = count();
	    exit(); } END { printf("%s\n", probe); }'
	$BTRACE -f $f -e 'tracepoint:syscalls:sys_enter_getppid,
	    tracepoint:syscalls:sys_exit_getpp* /pid == cpid/ {
		printf("%s\n", probe); }' -c "$PROGS/getppidloop 2"
	$BTRACE -f $f -e "uprobe:$PROGS/ufuncs:add3, uretprobe:$PROGS/ufuncs:add3 {
		printf(\"%s\\n\", probe); }" -c "$PROGS/ufuncs 1"
done
