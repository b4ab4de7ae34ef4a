# ustack() and ustack(N) as actions, with and without -q, and the
# ustackframes option: an empty line (ending the probe's line), then each
# frame on its own line indented by 14 spaces.
strip() { sed 's/+0x[0-9a-f]*$//'; }
$DTRACE -n 'syscall::getppid:entry /pid == $target/ { ustack(2); exit(0); }' \
    -c "$PROGS/stacks getppid 3" 2>/dev/null |
    sed -E 's/^ +[0-9]+ +[0-9]+ +getppid:entry/  C     ID                    getppid:entry/' | strip
$DTRACE -x ustackframes=3 -qn 'syscall::getppid:entry /pid == $target/ {
	ustack(); printf("--\n"); exit(0); }' -c "$PROGS/stacks getppid 3" | strip
