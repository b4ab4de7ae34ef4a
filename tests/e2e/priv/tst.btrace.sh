# btrace run by an ordinary user (uid 65534, no capabilities): every
# action that traces or lists probes stops where bpftrace 0.17 checks that
# it runs as root, saying what is missing, status 1 -- not a tracefs
# warning, a BPF map the kernel refused or "No probes to attach".  -e, a
# script file, a script on stdin, a script with a syntax error (not
# compiled), -l (all, and a pattern), a uprobe with -c, -p, -d, -f json.
# What bpftrace checks before that still comes first: -c's program, the
# script file, -p's process, -o's file, the environment.  What needs no
# privileges: -V, -h, usage errors (status 1, as bpftrace's), and
# OpenBSD's -n (parse only).
. "$TESTDIR/priv.sh"
show as_nobody $BTRACE -e 'BEGIN { exit(); }'
show as_nobody $BTRACE "$TESTDIR/prog.bt"
show as_nobody $BTRACE - < "$TESTDIR/prog.bt"
show as_nobody $BTRACE "$TESTDIR/syntax.bt"
show as_nobody $BTRACE -l
show as_nobody $BTRACE -l 'tracepoint:syscalls:sys_enter_read'
show as_nobody $BTRACE -e "uprobe:$PROGS/sleeper:main { exit(); }" \
    -c "$PROGS/sleeper 10"
show as_nobody $BTRACE -p $$ -e 'BEGIN { exit(); }'
show as_nobody $BTRACE -d -e 'BEGIN { exit(); }'
show as_nobody $BTRACE -f json -e 'BEGIN { exit(); }'
echo "-- checked first"
show as_nobody $BTRACE -c ./nosuchprogram -e 'BEGIN { exit(); }'
show as_nobody $BTRACE -l -c ./nosuchprogram
show as_nobody $BTRACE ./nosuchscript.bt
show as_nobody $BTRACE -p "$(cat /proc/sys/kernel/pid_max)" -e 'BEGIN { }'
show as_nobody $BTRACE -o /proc/nosuchdir/out -e 'BEGIN { }'
show as_nobody env BPFTRACE_STRLEN=x $BTRACE -e 'BEGIN { }'
echo "-- no privileges needed"
show as_nobody $BTRACE -V
as_nobody $BTRACE -h >/dev/null 2>&1
echo "status $?"
as_nobody $BTRACE -x >/dev/null 2>&1
echo "status $?"
show as_nobody $BTRACE -n "$TESTDIR/prog.bt"
