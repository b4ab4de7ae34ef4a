# btrace invoked as bpftrace, by an ordinary user (uid 65534, no
# capabilities): bpftrace 0.17's words, where it says them, status 1.
# The expected output is what the real bpftrace 0.17 printed here, as
# uid 65534:
#     GOLD_BPFTRACE=/usr/bin/bpftrace TESTDIR=$PWD/tests/e2e/priv \
#         DTRACE=$PWD/build/dtrace BTRACE=$PWD/build/btrace \
#         PROGS=$PWD/build/progs bash tests/e2e/priv/tst.bpftrace.sh
# (GOLD_BPFTRACE: the program the link named bpftrace runs instead of
# $BTRACE).  bpftrace's -d and its usage text are not compared: its -d
# prints its own debug output first, and btrace's usage text is its own.
. "$TESTDIR/priv.sh"
mkdir bin
ln -s "${GOLD_BPFTRACE:-$BTRACE}" bin/bpftrace
BPFTRACE=$T/bin/bpftrace
show as_nobody $BPFTRACE -e 'BEGIN { exit(); }'
show as_nobody $BPFTRACE "$TESTDIR/prog.bt"
show as_nobody $BPFTRACE - < "$TESTDIR/prog.bt"
show as_nobody $BPFTRACE "$TESTDIR/syntax.bt"
show as_nobody $BPFTRACE -l
show as_nobody $BPFTRACE -l 'tracepoint:syscalls:sys_enter_read'
show as_nobody $BPFTRACE -e "uprobe:$PROGS/sleeper:main { exit(); }" \
    -c "$PROGS/sleeper 10"
show as_nobody $BPFTRACE -p $$ -e 'BEGIN { exit(); }'
show as_nobody $BPFTRACE -f json -e 'BEGIN { exit(); }'
echo "-- checked first"
show as_nobody $BPFTRACE -c ./nosuchprogram -e 'BEGIN { exit(); }'
show as_nobody $BPFTRACE -l -c ./nosuchprogram
show as_nobody $BPFTRACE ./nosuchscript.bt
show as_nobody $BPFTRACE -p "$(cat /proc/sys/kernel/pid_max)" -e 'BEGIN { }'
show as_nobody $BPFTRACE -o /proc/nosuchdir/out -e 'BEGIN { }'
show as_nobody env BPFTRACE_STRLEN=x $BPFTRACE -e 'BEGIN { }'
echo "-- no privileges needed"
show as_nobody $BPFTRACE -V
as_nobody $BPFTRACE -h >/dev/null 2>&1
echo "status $?"
as_nobody $BPFTRACE -x >/dev/null 2>&1
echo "status $?"
