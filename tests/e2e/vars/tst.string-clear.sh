# A string variable assigned 0 (or NULL) is a NULL string afterwards
# (== NULL, and reading it faults); a dynamic one (thread-local,
# associative array element) is freed, as DTrace frees
# any dynamic variable assigned 0: 3,000 elements made and cleared fit in a
# space that holds far fewer (no drops), where keeping them drops most.
$DTRACE -qn '
BEGIN
{
	s = "abc";
	s = 0;
	this->t = "xyz";
	this->t = NULL;
	self->u = "q";
	self->u = 0;
	a["k"] = "v";
	a["k"] = 0;
	printf("%d %d %d %d\n", s == NULL, this->t == NULL, self->u == NULL,
	    a["k"] == NULL);
	s = "again";
	printf("[%s]\n", s);
	s = NULL;
}
BEGIN
{
	printf("%d\n", strlen(s));
}
ERROR
{
	exit(0);
}'
echo "status $?"
$DTRACE -x dynvarsize=32k -qn 'int n;
syscall::getppid:entry /pid == $target/ { a[n] = execname; a[n] = 0; n++; }
END { printf("%d made\n", n); }' -c "$PROGS/getppidloop 3000"
echo "status $?"
$DTRACE -x dynvarsize=32k -qn 'int n;
syscall::getppid:entry /pid == $target/ { a[n] = execname; n++; }
END { printf("%d made\n", n); }' -c "$PROGS/getppidloop 3000" 2>&1 >/dev/null |
    sed 's/[0-9]* dynamic variable drops/N dynamic variable drops/'
