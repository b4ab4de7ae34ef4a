# lockstat: threads writing one file and one pipe contend on the pipe's
# mutex (adaptive-spin, adaptive-block), the file's rw_semaphore
# (rw-block, rw-spin) and on spinlocks (spin-spin); each fires in the
# waiting thread with the lock's address and the time waited.
# Contention is likely, not certain: up to three runs.
f=$(mktemp -p . lk.XXXXXX)
for try in 1 2 3; do
out=$($DTRACE -qn '
lockstat:::adaptive-spin, lockstat:::adaptive-block, lockstat:::rw-block,
lockstat:::rw-spin, lockstat:::spin-spin
/pid == $target && args[0] != NULL && args[1] > 0/
{
	seen[probename == "spin-spin" ? "spinlock" : "mutex"] = 1;
}
END
{
	printf("mutex or rwlock %d\nspinlock %d\n", seen["mutex"],
	    seen["spinlock"]);
}' -c "$PROGS/lockers $f 8 4000")
case "$out" in *" 0"*) ;; *) break ;; esac
done
echo "$out"
rm -f "$f"
