# audit: with auditing enabled but no audit rule loaded the kernel writes
# no system call record; tracing starts all the same, with a warning
# saying so, once.  (Skipped where rules are loaded: they are not this
# test's to remove.)
. ./audit.sh
[ "$(auditctl -l 2>&1)" = "No rules" ] || skip "audit rules are loaded here"
$DTRACE -q -n 'audit:::SYSCALL, audit:::PATH { trace(args[0]); }
BEGIN { printf("tracing\n"); exit(0); }'
echo "status $?"
