# percpu_kaddr("sym"[, cpu]) (bpftrace 0.22 and later, docs/stdlib.md):
# the address of a per-CPU kernel variable on this CPU or on CPU cpu,
# 0 past the last CPU. The scheduler's run queues (struct rq) say which
# CPU they are (rq->cpu); expected output written by hand from that.
# The verifier finds the variable by name in the kernel's symbols: a
# kernel whose /proc/kallsyms has no data (no CONFIG_KALLSYMS_ALL) lets
# no program do it (err.percpu-kaddr-nosym.sh).
if ! grep -qw runqueues /proc/kallsyms; then
	echo "no data symbols in /proc/kallsyms (CONFIG_KALLSYMS_ALL)" >&2
	exit 77
fi
$BTRACE -e 'BEGIN
{
  $last = ncpus - 1;
  $here = (struct rq *)percpu_kaddr("runqueues");
  $first = (struct rq *)percpu_kaddr("runqueues", 0);
  $end = (struct rq *)percpu_kaddr("runqueues", $last);
  printf("%d %d %d\n", (uint64)$here->cpu == cpu, $first->cpu,
      (uint64)$end->cpu == $last);
  printf("%d %d\n", percpu_kaddr("runqueues", 100000) == 0,
      percpu_kaddr("process_counts") != 0);
  exit();
}'
echo "status $?"
