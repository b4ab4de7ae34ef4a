# audit: with auditing disabled (auditctl -e 0) the kernel writes no
# record; tracing starts all the same, with a warning saying so, once.
. ./audit.sh
auditctl -e 0 >/dev/null || exit 1
$DTRACE -q -n 'audit:::SYSCALL, audit:::EXECVE { trace(args[0]); }
BEGIN { printf("tracing\n"); exit(0); }'
echo "status $?"
