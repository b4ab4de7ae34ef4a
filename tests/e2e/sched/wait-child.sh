# wait-child.sh -- run by tst.wakeup.sh: the shell waits for a child
# that sleeps 100 ms, then exits; the child's exit wakes the shell.
# $1 is the trigger programs' directory.
"$1"/sleeper 100 &
wait
exit 0
