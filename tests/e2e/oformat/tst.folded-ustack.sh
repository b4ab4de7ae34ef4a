# -x oformat=folded: a stack aggregation as folded stacks, the input of
# flamegraph.pl and inferno: the frames from the root (main) down to the
# leaf, module`function without offsets, joined by ';', a blank and the
# count; a key before the stack comes first.  Every line has the one blank
# flamegraph.pl splits at.
out=$($DTRACE -x oformat=folded -qn 'syscall::getppid:entry /pid == $target/ {
	@[ustack(4)] = count(); @k[execname, ustack(4)] = count(); }' \
    -c "$PROGS/stacks getppid 3")
echo "$out"
echo "$out" | grep -cvE '^[^ ]+ [0-9]+$' || true
