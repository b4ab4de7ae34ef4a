# A program that speculates needs speculation buffers: -x specsize=0 is
# refused as DTrace refuses it (no word fits); a program that only
# commits, or has the default size, runs; one whose record does not fit
# a small buffer runs, the record a speculative drop.
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
$DTRACE -x specsize=32 -x strsize=512 -qn 'BEGIN { s = speculation(); }
	BEGIN { speculate(s); trace("too long for 32 bytes"); }
	BEGIN { commit(s); }
	BEGIN { exit(0); }'
echo "status $?"
exit 1
