# -p with a pid no process can have (pid_max itself): dtrace fails to grab
# it, exit status 1, and nothing is traced.
max=$(cat /proc/sys/kernel/pid_max)
$DTRACE -qp "$max" -n 'BEGIN { printf("traced\n"); exit(0); }' 2>&1 | sed "s/pid $max:/pid N:/"
exit "${PIPESTATUS[0]}"
