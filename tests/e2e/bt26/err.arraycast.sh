# @@exit: 0
# Casts to and from integer arrays that bpftrace refuses (its semantic
# analyser, 0.19 to 0.26): sizes that differ (an integer literal is 64
# bits), an array size the value's size is no multiple of, a string, an
# array of structs, of bools.  Expected output written by hand.
for p in 'BEGIN { $a = (int8[4])1; }' \
    'BEGIN { $x = (uint32)1; $a = (uint64[])$x; }' \
    'BEGIN { $a = (uint8[4])(uint32)1; $b = (uint64)$a; }' \
    'BEGIN { $a = (uint8[8])"abc"; }' \
    'BEGIN { $a = (struct task_struct[2])1; }' \
    'BEGIN { $a = (bool[8])1; }'; do
	"$BTRACE" -n -e "$p" 2>&1
	echo "status $?"
done
