# The raw stack mode (bpftrace 0.21 and later, docs/stdlib.md "kstack":
# "Available formats are bpftrace, perf, and raw (no symbolication)";
# docs/language.md "stack_mode"): a newline, then each frame's address in
# hex alone on its line.  Checked against the perf mode's addresses of the
# same stack (stacks' inner makes the system call, from middle, from
# outer), for ustack(raw, 3), and for ustack with config's stack_mode =
# raw; kstack(raw, 1) is one kernel address.  Expected output written by
# hand from those documents.
check='
/^Attaching/ { next }
/^$/ { next }
/^[0-9a-f]+$/ { raw[nr++] = $1; next }
/^\t/ { sub(/^\t/, ""); split($2, f, "+");
	print (($1 == raw[np++]) ? "same " : "differs ") f[1]; next }
{ print "unexpected: " $0 }
END { print nr " raw frames" }'
"$BTRACE" -e 'tracepoint:syscalls:sys_enter_getppid /pid == cpid/ {
    print(ustack(raw, 3)); print(ustack(perf, 3)); exit(); }' \
    -c "$PROGS/stacks getppid 1" | awk "$check"
"$BTRACE" -e 'config = { stack_mode = raw }
tracepoint:syscalls:sys_enter_getppid /pid == cpid/ {
    print(ustack(3)); print(ustack(perf, 3)); exit(); }' \
    -c "$PROGS/stacks getppid 1" | awk "$check"
"$BTRACE" -e 'tracepoint:syscalls:sys_enter_getppid /pid == cpid/ {
    print(kstack(raw, 1)); exit(); }' -c "$PROGS/stacks getppid 1" |
    grep -c '^ffffffff[0-9a-f]\{8\}$'
