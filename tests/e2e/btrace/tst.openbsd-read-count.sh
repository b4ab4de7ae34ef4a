# The OpenBSD btrace article's first example, syscall:read:entry { @[comm]
# = count() }, kept to the reads of one command (readloop reads 1 byte at
# a time, 37 times) so that the count is exact.
$BTRACE -e 'syscall:read:entry /pid == cpid && arg2 == 1/ { @[comm] = count() }' \
    -c "$PROGS/readloop 37"
