# -S prints one disassembled program per attach site on stderr, before
# the program runs; pid reads the current task's tgid.
err=$(mktemp)
trap 'rm -f "$err"' EXIT
$DTRACE -S -qn 'syscall::getppid:entry /pid == $target/ { n++; } END { printf("%d\n", n); }' \
    -c "$PROGS/getppidloop 2" 2>"$err" | cat
grep -E '^BPF program for ' "$err" | sed 's/([0-9]* instructions)/(N instructions)/' | sort
grep -c 'call bpf_get_current_pid_tgid' "$err" | sed 's/^[1-9][0-9]*$/pid_tgid calls: some/'
