# count() and sum() from syscall::read:entry of readloop: only its loop
# reads 1 byte at a time, so the counts are exact.
$DTRACE -qn 'syscall::read:entry /pid == $target && arg2 == 1/ {
	@reads = count(); @bytes = sum(arg2); @who[execname] = count(); }' \
    -c "$PROGS/readloop 37"
