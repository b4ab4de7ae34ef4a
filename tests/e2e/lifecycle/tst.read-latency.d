/*
 * The classic: read(2) latency from entry to return with self->, into
 * avg/min/max per execname, printed by END with printa(); several
 * clauses on one probe with predicates.
 * @@flags: -c "$PROGS/readloop 20"
 */
#pragma D option quiet

syscall::read:entry
/pid == $target/
{
	self->ts = timestamp;
}

syscall::read:entry
/pid == $target && args[2] == 1/
{
	self->one = 1;
}

syscall::read:return
/self->ts && self->one/
{
	this->t = timestamp - self->ts;
	@avg[execname] = avg(this->t);
	@min[execname] = min(this->t);
	@max[execname] = max(this->t);
	@n[execname] = count();
}

syscall::read:return
/self->ts/
{
	self->ts = 0;
	self->one = 0;
}

END
{
	printa("%s %@d reads\n", @n);
	printa("%s min>0 %@d\n", @min);
	printa("%s avg>0 %@d\n", @avg);
	printa("%s max>0 %@d\n", @max);
	printf("%s\n", "done");
}
