# Built-ins of bpftrace after 0.17 (docs/stdlib.md at v0.26.1): ncpus
# (the number of CPUs, here the possible CPUs as getconf counts them),
# ppid (the parent's pid: this script's, which runs btrace), pcomm (the
# name of the thread group's leader: btrace itself for BEGIN), strlen()
# of a literal, a variable and comm, usermode (1 in a uprobe, which
# fires in user mode; an error where the context has no registers).
# Expected output written from those docs and this script's own values.
out=$($BTRACE -e 'BEGIN { printf("%d %d %s %d %d\n", ncpus, ppid, pcomm,
    strlen("hello"), strlen(comm)); $s = "ab"; print(strlen($s)); exit(); }')
echo "$out" | sed -n 2,3p > $T/got
printf '%s %s btrace 5 6\n2\n' "$(getconf _NPROCESSORS_CONF)" $$ > $T/want
cmp $T/got $T/want && echo "ncpus ppid pcomm strlen: ok"
$BTRACE -e 'uprobe:'"$PROGS"'/ufuncs:add3 { @u[usermode] = count(); }
    uretprobe:'"$PROGS"'/ufuncs:add3 { @r[usermode] = count(); }' \
    -c "$PROGS/ufuncs 4"
$BTRACE -e 'tracepoint:sched:sched_switch { print(usermode); }' 2>&1 |
    sed -n 's/.*ERROR: //p'
exit 0
