# A variable read before anything in the program declared or assigned it
# is refused, as DTrace does: an associative array, a thread-local, a
# clause-local, and a thread-local tested in the predicate of a clause
# that comes before the one assigning it (DTrace analyses clauses in
# order).  Each script would end at once if it were wrongly accepted.
while read -r prog; do
	$DTRACE -qn "$prog" 2>&1
	echo "status $?"
done <<'PROGS'
BEGIN { trace(arr[1]); exit(0); }
BEGIN { trace(self->nope); exit(0); }
BEGIN { trace(this->nope); exit(0); }
BEGIN /self->ts/ { exit(0); } BEGIN { self->ts = timestamp; exit(0); }
PROGS
