# wait-child.sh -- run by tst.wakeup.sh: the shell waits for a child
# that sleeps, then exits; the child's exit wakes the shell.
"$1"/sleeper 100 &
wait
exit 0
