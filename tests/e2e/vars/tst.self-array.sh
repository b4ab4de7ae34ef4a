# Thread-local associative arrays, used and declared: each thread has its
# own elements (four threads each count their own sleep: every one sees
# 1, never 2 to 4); assigning 0 deletes an element (it reads 0 again);
# declared with several keys and a string value.
$DTRACE -qn '
syscall::clock_nanosleep:entry, syscall::nanosleep:entry
/pid == $target/
{
	self->n[1]++;
	self->k[probefunc, 2]++;
	self->k[probefunc, 2]++;
	@counts[self->n[1], self->k[probefunc, 2]] = count();
}
syscall::clock_nanosleep:return, syscall::nanosleep:return
/pid == $target && self->n[1]/
{
	self->n[1] = 0;
	@cleared[self->n[1]] = count();
}' -c "$PROGS/threads 4 10"
echo "status $?"
$DTRACE -qn '
self int depth[int];
self string name[int, string];
BEGIN
{
	self->depth[3]++;
	self->depth[3]++;
	self->name[7, "a"] = "seven";
	self->name[7, "b"] = "other";
	self->name[7, "b"] = 0;
	printf("%d %d %s [%s]\n", self->depth[3], self->depth[4],
	    self->name[7, "a"], self->name[7, "b"] == NULL ? "NULL" : "?");
	exit(0);
}'
echo "status $?"
