# dump-core.sh -- run by tst.exit-dumped.sh: in directory $2, with core
# dumps allowed, run a program that aborts (SIGABRT dumps core).
# $1 is the trigger programs' directory.
exec 2>/dev/null
cd "$2" || exit 1
ulimit -c unlimited || exit 1
"$1"/signals 0 0 abort
exit 0
