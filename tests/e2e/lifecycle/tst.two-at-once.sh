# Two dtrace runs at the same time do not disturb each other: each counts
# exactly its own target's calls, and tracing the same probe twice works.
a=$(mktemp) b=$(mktemp)
trap 'rm -f "$a" "$b"' EXIT
$DTRACE -qn 'syscall::getppid:entry /pid == $target/ { n++; }
END { printf("first %d\n", n); }' -c "$PROGS/getppidloop 3000" >"$a" &
$DTRACE -qn 'syscall::getppid:entry /pid == $target/ { n++; }
END { printf("second %d\n", n); }' -c "$PROGS/getppidloop 2000" >"$b" &
wait
cat "$a" "$b"
