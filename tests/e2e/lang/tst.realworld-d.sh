# A script in the style of real-world D (file-opening tools): thread-local
# arrays, a string cleared by assigning 0, writes into alloca() scratch,
# fds[] and errno names.  dtrace -e compiles it; then it runs against the
# trigger, which opens a file that exists twice, then one that does not.
f=$(mktemp)
cat > "$f" <<'D'
#pragma D option quiet

self int depth[int];

syscall::openat:entry
/pid == $target/
{
	self->path = copyinstr(arg1);
	self->depth[tid]++;
}

syscall::openat:return
/pid == $target && self->path != NULL/
{
	this->tag = (char *)alloca(4);
	this->tag[0] = errno == ENOENT ? 'N' : 'Y';
	this->tag[1] = '\0';
	printf("%s %s %s depth=%d\n", self->path, stringof(this->tag),
	    errno == ENOENT ? "ENOENT" : errno == 0 ? "ok" : "other",
	    self->depth[tid]);
	self->path = 0;
	self->depth[tid]--;
}

syscall::close:entry
/pid == $target/
{
	@closed[fds[arg0].fi_name, fds[arg0].fi_dirname] = count();
}

END
{
	printa("closed %s in %s: %@d\n", @closed);
}
D
$DTRACE -e -s "$f" && echo compiled
$DTRACE -s "$f" -c "$PROGS/openloop /etc/hostname 2"
$DTRACE -s "$f" -c "$PROGS/openloop /nonexistent/file 1"
rm -f "$f"
