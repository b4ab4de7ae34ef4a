# The classic: print the full command line of every program a shell
# script starts, as proc:::exec-success sees it (pr_psargs holds 79
# characters at most).
$DTRACE -qn 'proc:::exec-success /progenyof($target) && pid != $target/ {
	printf("%s\n", curpsinfo->pr_psargs);
}' -c "/bin/sh $TESTDIR/psargs-script.sh"
