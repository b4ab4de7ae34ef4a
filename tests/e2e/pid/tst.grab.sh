# pid provider with -p: a running process is instrumented, its calls seen,
# and it runs on unharmed: exit(3)'s argument, then its status.
$PROGS/sleeper 600 3 &
p=$!
sleep 0.2
$DTRACE -qn "pid$p:libc.so.6:exit:entry { printf(\"exit %d %d\n\", arg0, pid == $p); }" -p $p
wait $p
echo "status $?"
