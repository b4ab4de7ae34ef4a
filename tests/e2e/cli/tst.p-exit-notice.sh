# -p: without -q dtrace says when the grabbed process has exited.
"$PROGS/sleeper" 500 &
p=$!
trap 'kill $p 2>/dev/null' EXIT
$DTRACE -n 'syscall::exit_group:entry /pid == $target/ { }' -p $p 2>&1 >/dev/null |
    sed "s/pid $p /pid N /"
echo "status ${PIPESTATUS[0]}"
