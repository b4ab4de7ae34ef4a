# A process -c creates waits where -x evaltime says while tracing starts,
# and what it did before is not traced, as in DTrace.  By default
# (postinit) the dynamic loader's openat(2)s of ld.so.cache and libc are
# not seen, only the trigger's own three; with evaltime=exec they are;
# with main (openloop has a main symbol) the same three as postinit.
for e in postinit exec main preinit; do
	printf '%s: ' $e
	$DTRACE -x evaltime=$e -qn 'syscall::openat:entry /pid == $target/ {
		n++; } END { printf("%d\n", n); }' -c "$PROGS/openloop /etc/hostname 3"
done
# the environment of the process: -x setenv, -x unsetenv, in order
f=$(mktemp)
echo 'echo A=$DT_A B=${DT_B-unset} HOME=${HOME-unset}' > "$f"
$DTRACE -x setenv=DT_A=1 -x setenv=DT_B=2 -x unsetenv=DT_B -x unsetenv=HOME \
    -qn 'BEGIN {}' -c "sh $f"
rm -f "$f"
