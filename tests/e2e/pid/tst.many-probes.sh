# @@timeout: 8
# A clause of a great many probes: every instruction of libc (over
# 100,000), named three times, compiled (-e).  Its probes are gathered
# each once in time in proportion to their number: each was compared with
# every one before it (12 s; a minute with the sanitizers; found by
# fuzz_compile).
$DTRACE -e -c "$PROGS/sleeper" -n 'pid$target:libc.so.6::,
    pid$target:libc.so.6::, pid$target:libc.so.6:: { }'
echo "status $?"
# each once: a probe two descriptions name fires once
$DTRACE -qn 'syscall::getppid:entry, syscall::getpp*:entry,
    syscall::getppid:entry /pid == $target/ { @ = count(); }
    END { printa("%@d fired\n", @); }' -c "$PROGS/getppidloop 10"
echo "status $?"
