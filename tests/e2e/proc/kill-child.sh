# kill-child.sh -- run by tst.signal-send.sh: the shell starts a child
# that sleeps, sends it SIGTERM (15), and waits for it.
# $1 is the trigger programs' directory.
"$1"/sleeper 5000 &
kill -TERM $!
wait
exit 0
