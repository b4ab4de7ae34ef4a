# What dtrace does without privileges, as on illumos (which opens the
# library without its device for these): -V; usage errors (status 2);
# -e, which compiles and stops before enabling anything (a description
# of probes whose list is in tracefs fails on reading it); -h, which
# writes a header.  -e -S needs them: the BPF code it prints names maps,
# which only the kernel makes.
. "$TESTDIR/priv.sh"
show as_nobody $DTRACE -V
as_nobody $DTRACE -Q 2>&1 | head -n 1
as_nobody $DTRACE -n 2>&1 | head -n 1
show as_nobody $DTRACE -l -V
show as_nobody $DTRACE -e -n 'BEGIN { exit(0); }'
show as_nobody $DTRACE -e -qs "$TESTDIR/prog.d"
show as_nobody $DTRACE -e -n 'syscall::read:entry'
show as_nobody $DTRACE -e -S -n 'BEGIN { exit(0); }'
show as_nobody $DTRACE -h -s "$TESTDIR/provider.d" -o w/provider.h
grep -c PRIVTEST_TICK w/provider.h
