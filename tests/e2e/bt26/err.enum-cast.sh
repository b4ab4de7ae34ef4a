# @@exit: 0
# Casts to an enum type (bpftrace 0.23 and later, pull request 3812):
# an enum the kernel does not have, a literal no enumerator has, and %s
# of an integer that is not of an enum type, each in bpftrace's words
# (its semantic analyser: "Unknown enum: NAME", "Enum: NAME doesn't
# contain a variant value of N"; printf's check).  Expected output
# written by hand.
for p in 'BEGIN { printf("%d\n", (enum no_such_enum)1); }' \
    'BEGIN { printf("%s\n", (enum hrtimer_mode) 99); }' \
    'BEGIN { $x = 1; printf("%s\n", $x); }'; do
	"$BTRACE" -n -e "$p" 2>&1
	echo "status $?"
done
