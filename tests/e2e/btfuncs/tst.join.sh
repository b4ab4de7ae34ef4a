# join(argv[, sep]): the strings of a NULL-terminated array (execve's
# argv), joined by a space or sep, then a newline; at most 16 of them.
# What was printed before in the clause comes first.  Text and JSON.
for f in text json; do
	$BTRACE -f $f -e 'tracepoint:syscalls:sys_enter_execve
	    /(uint32)curtask->real_parent->tgid == cpid/ { printf("<\n"); join(args->argv);
	    join(args->argv, ","); join(args->argv, ""); printf(">\n"); }' \
	    -c "$PROGS/execer /bin/true -- one two three"
	$BTRACE -f $f -e 'tracepoint:syscalls:sys_enter_execve
	    /(uint32)curtask->real_parent->tgid == cpid/ { join(args->argv, "-"); }' \
	    -c "$PROGS/execer /bin/true -- 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18"
done
