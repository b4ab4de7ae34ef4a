# stop() stops the process that fired the probe (grabbed with -p); it
# stays stopped after dtrace exits, until continued.
"$PROGS/getppidloop" 100000000 &
p=$!
disown $p
$DTRACE -wqp $p -n 'syscall::getppid:entry /pid == $target/ { stop(); exit(0); }' >/dev/null 2>&1
sleep 0.2
echo "state $(awk '{print $3}' /proc/$p/stat)"
kill -KILL $p
exit 0
