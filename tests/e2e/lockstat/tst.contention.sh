# lockstat: threads writing through one pipe contend on its mutex (a
# mutex spun for: adaptive-spin) and on spinlocks (spin-spin); each fires
# in the waiting thread with the lock's address and the time waited.
f=$(mktemp -p . lk.XXXXXX)
$DTRACE -qn '
lockstat:::adaptive-spin, lockstat:::spin-spin
/pid == $target && args[0] != NULL && args[1] > 0/
{
	seen[probename] = 1;
}
END
{
	printf("adaptive-spin %d\nspin-spin %d\n", seen["adaptive-spin"],
	    seen["spin-spin"]);
}' -c "$PROGS/lockers $f"
rm -f "$f"
