# @@exit: 0
# Map declarations' errors (bpftrace's words, docs/language.md "Map
# Declarations"): a kind that is no BPF map bpftrace has, a per-CPU
# array of more than one element, a kind that does not hold what the map
# is given (a hash given count(), a per-CPU hash given values), a
# declaration after a probe; and the warning for a map declared and
# never used.
for p in 'let @a = foo(2); BEGIN { @a[1] = 1; exit(); }' \
    'let @a = percpuarray(2); BEGIN { @a = count(); exit(); }' \
    'let @a = hash(8); BEGIN { @a[1] = count(); exit(); }' \
    'let @a = percpulruhash(8); BEGIN { @a[1] = 1; exit(); }' \
    'let @a = percpuarray(1); BEGIN { @a[1] = count(); exit(); }' \
    'BEGIN { exit(); } let @a = hash(8);' \
    'let @b = hash(8); BEGIN { @a = 1; exit(); }'; do
	"$BTRACE" -e "$p"
	echo "status $?"
done
