# exit-kinds.sh -- run by tst.exit.sh: children that exit with a status,
# are killed by SIGKILL, and a multi-threaded one that exits normally.
# $1 is the trigger programs' directory.
exec 2>/dev/null
"$1"/sleeper 10 3
"$1"/signals 0 0 kill
"$1"/threads 3
exit 0
