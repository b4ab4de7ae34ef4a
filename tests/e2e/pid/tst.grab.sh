# pid provider with -p: a running process is instrumented, its calls seen,
# and it runs on unharmed: exit(3)'s argument, then its status.
$PROGS/sleeper 600 3 &
p=$!
# started when the C library is mapped (the dynamic linker has run)
until grep -q libc /proc/$p/maps 2>/dev/null; do sleep 0.01; done
$DTRACE -qn "pid$p:libc.so.6:exit:entry { printf(\"exit %d %d\n\", arg0, pid == $p); }" -p $p
wait $p
echo "status $?"
