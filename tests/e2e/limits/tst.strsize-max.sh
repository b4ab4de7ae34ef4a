# At the largest strsize (8192), a clause with many string temporaries
# and a record of several strings (both far beyond the 32 KiB a BPF
# instruction's displacement reaches) loads and gives DTrace's results.
$DTRACE -x strsize=8192 -qn '
syscall::getppid:entry
/pid == $target/
{
	a = strjoin(execname, "1");
	b = strjoin(a, "2");
	c = strjoin(b, toupper(a));
	d = strjoin(strjoin(strjoin(strjoin(strjoin(a, "3"), "4"), "5"), "6"),
	    substr(c, 3, 4));
	n[d, c] = strlen(d);
	@s[b, substr(d, 2)] = count();
	printf("%s %s %s %s %d\n", a, b, c, d, n[d, c]);
	printf("%s|%s|%s\n", strtok(c, "2"), strtok(NULL, "P"),
	    basename(strjoin("/x/y/", d)));
	exit(0);
}' -c "$PROGS/getppidloop 1"
echo "status $?"
