# dtrace run by an ordinary user (uid 65534, no capabilities): every
# action that traces or lists probes stops at once, before doing
# anything, with illumos's "failed to initialize dtrace: DTrace requires
# additional privileges" and what is missing, status 1 -- not a BPF map
# the kernel refused, a tracefs directory it could not read, or probes
# that matched nothing.  -s, -n, -l (all, and of a description), a pid
# probe with -c, -p, -S; and plockstat, on the same library.
. "$TESTDIR/priv.sh"
show as_nobody $DTRACE -n 'BEGIN { exit(0); }'
show as_nobody $DTRACE -qs "$TESTDIR/prog.d"
show as_nobody $DTRACE -l
show as_nobody $DTRACE -l -n syscall::read:entry
show as_nobody $DTRACE -n 'pid$target::main:entry' -c "$PROGS/sleeper 10"
show as_nobody $DTRACE -p $$ -n 'BEGIN { exit(0); }'
show as_nobody $DTRACE -S -n 'BEGIN { exit(0); }'
show as_nobody $DTRACE -q -x bufsize=1m -n 'BEGIN { exit(0); }'
show as_nobody $B/plockstat -p $$
