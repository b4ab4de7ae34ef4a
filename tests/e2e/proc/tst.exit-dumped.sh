# proc:::exit: args[0] is CLD_DUMPED for a process killed by a signal that
# dumped core (SIGABRT with RLIMIT_CORE unlimited).  The core is written
# in a directory of our own, removed afterwards; where the kernel does not
# write one there (a core_pattern piped to a helper, say), skipped.
case $(cat /proc/sys/kernel/core_pattern) in
'|'*|/*) echo "core_pattern sends cores elsewhere" >&2; exit 77 ;;
esac
dir=$(mktemp -d "$TESTDIR/core.XXXXXX") || exit 1
trap 'rm -rf "$dir"' EXIT
$DTRACE -qn 'proc:::exit /progenyof($target) && execname == "signals"/ {
	printf("%s %d exited %d killed %d dumped %d\n", execname, args[0],
	    args[0] == CLD_EXITED, args[0] == CLD_KILLED,
	    args[0] == CLD_DUMPED);
}' -c "/bin/sh $TESTDIR/dump-core.sh $PROGS $dir"
if [ -z "$(ls "$dir")" ]; then
	echo "no core file was written" >&2
	exit 77
fi
