# for ($kv : @map) over aggregations whose data is on two CPUs
# (bpftrace 0.21 and later; docs/language.md "For", "Map Functions"):
# $kv.1 is the whole value, every CPU's put together: getppidloop runs
# 300 getppid() calls pinned to CPU 0, then 200 pinned to CPU 1, so the
# count is 500, the sum of cpu + 1 is 300 * 1 + 200 * 2 = 700, the least
# cpu 0, the greatest 1, the average of cpu * 10 2000 / 500 = 4.  The
# loop's body also uses comm and a probe's argument read before the loop
# (args.__syscall_nr, 110, getppid on x86_64: args itself is refused in
# the body, err.forctx.sh).  Expected output written by hand from those
# documents.
[ "$(nproc)" -ge 2 ] || { echo "needs 2 CPUs" >&2; exit 77; }
run=$(mktemp)
trap 'rm -f "$run"' EXIT
printf 'taskset -c 0 %s 300\ntaskset -c 1 %s 200\n' "$PROGS/getppidloop" \
    "$PROGS/getppidloop" > "$run"
"$BTRACE" -e '
config = { print_maps_on_exit = false }
tracepoint:syscalls:sys_enter_getppid /comm == "getppidloop"/ {
  @c[comm] = count();
  @t[comm] = sum(cpu + 1);
  @lo[comm] = min(cpu);
  @hi[comm] = max(cpu);
  @av[comm] = avg(cpu * 10);
  @one[0] = 0;
  $nr = args.__syscall_nr;
  for ($kv : @one) {
    @nr[comm, $nr] = 1;
  }
}
END {
  for ($kv : @c) { printf("count %s %d\n", $kv.0, $kv.1); }
  for ($kv : @t) { printf("sum %d\n", $kv.1); }
  for ($kv : @lo) { printf("min %d\n", $kv.1); }
  for ($kv : @hi) { printf("max %d\n", $kv.1); }
  for ($kv : @av) { printf("avg %d\n", $kv.1); }
  for ($kv : @nr) { printf("nr %s %d\n", $kv.0.0, $kv.0.1); }
}' -c "sh $run"
echo "status $?"
