# -x droptags: each drop line starts with the kind of drop, as DTrace tags
# it (dynamic variable drops and speculative drops here)
$DTRACE -x droptags -x dynvarsize=2k -qn 'syscall::getppid:entry /pid == $target/ {
	a[n++] = 1; } END { printf("%d calls\n", n); }' \
    -c "$PROGS/getppidloop 3000" 2>&1 |
    sed 's/\] [0-9][0-9]* dynamic/] N dynamic/'
$DTRACE -x droptags -q -x specsize=40 -n '
BEGIN { a = speculation(); }
BEGIN { speculate(a); printf("one\n"); }
BEGIN { speculate(a); printf("two\n"); }
BEGIN { speculate(a); printf("three\n"); }
BEGIN { commit(a); }
BEGIN { exit(0); }' 2>&1
