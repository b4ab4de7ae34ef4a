# biolatency.d: block I/O times by device, in microseconds; dd's direct
# writes go to the scratch directory's disk, whose histogram is there.
. "$TESTDIR/lib.sh"
. "$TESTDIR/../io/dev.sh"
out=$($DTRACE -s "$TOOLS/biolatency.d" \
    -c "dd if=/dev/zero of=$SCRATCH/f bs=64k count=16 oflag=direct status=none")
echo "$out" | head -n 1
echo "$out" | grep -qx "$DISKNAME (us):\|$DEVNAME (us):" && echo "the disk (us):"
echo "$out" | grep -v '^$' | sed 1d | grep -v ' (us):$' |
    grep -v '^           value  ------------- Distribution ------------- count    $' |
    rows '^ +-?[0-9]+ \|[@ ]{40} [0-9]+ *$'
