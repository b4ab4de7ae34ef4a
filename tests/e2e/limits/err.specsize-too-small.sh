# A program that speculates needs speculation buffers that hold its
# records: -x specsize=0 is refused as DTrace refuses it; a program that
# only commits, or has the default size, runs.
$DTRACE -x specsize=0 -qn 'BEGIN { s = speculation(); }
	BEGIN { speculate(s); printf("spec\n"); }
	BEGIN { commit(s); }
	BEGIN { exit(0); }'
echo "status $?"
$DTRACE -x specsize=0 -qn 'BEGIN { s = speculation(); }
	BEGIN { commit(s); }
	BEGIN { printf("no speculate\n"); exit(0); }'
echo "status $?"
$DTRACE -qn 'BEGIN { s = speculation(); }
	BEGIN { speculate(s); printf("spec\n"); }
	BEGIN { commit(s); }
	BEGIN { exit(0); }'
echo "status $?"
exit 1
