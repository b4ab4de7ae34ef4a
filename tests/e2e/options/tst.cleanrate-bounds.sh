# cleanrate is kept within the bounds DTrace's kernel keeps it in (5000 Hz
# to once a minute; 0 is once a minute), with dtrace(1)'s notice.  Dynamic
# variables need no cleaning here (docs/options.md): the rate changes
# nothing else.
for r in 10000hz 2m 0 50hz; do
	$DTRACE -x cleanrate=$r -qn 'BEGIN { exit(0); }'
	echo "$r: $?"
done
