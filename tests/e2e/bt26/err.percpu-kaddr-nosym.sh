# @@exit: 0
# percpu_kaddr() on a kernel whose /proc/kallsyms has no data symbols
# (no CONFIG_KALLSYMS_ALL): the verifier could not find the variable, so
# btrace says why when it compiles the program (bpftrace's program would
# fail to load); expected output written by hand.
if grep -qw runqueues /proc/kallsyms; then
	echo "/proc/kallsyms has data symbols (CONFIG_KALLSYMS_ALL)" >&2
	exit 77
fi
$BTRACE -e 'BEGIN { $p = percpu_kaddr("runqueues", 0); exit(); }'
echo "status $?"
