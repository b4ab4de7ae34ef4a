# sum() of read's return value, keyed by probefunc and probename; the
# entry clause marks the thread for the 1-byte reads of the loop only.
$DTRACE -qn 'syscall::read:entry /pid == $target && arg2 == 1/ { self->in = 1; }
syscall::read:return /self->in/ { @ret = sum(arg0);
	@calls[probefunc, probename] = count(); self->in = 0; }' \
    -c "$PROGS/readloop 23"
