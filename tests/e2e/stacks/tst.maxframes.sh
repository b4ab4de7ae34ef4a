# -x maxframes=N: no stack has more than N frames: ustack() and stack()
# (asked for more, or by default), and ustackdepth counts up to N (the
# program's chain is main, outer, middle, inner under libc's start).
for m in "" "-x maxframes=3"; do
	$DTRACE $m -qn 'syscall::getppid:entry /pid == $target/ {
		printf("depth %d", ustackdepth); ustack(10); exit(0); }' \
	    -c "$PROGS/stacks getppid 3" | sed 's/+0x[0-9a-f]*$//'
done
$DTRACE -x maxframes=2 -qn 'syscall::getppid:entry /pid == $target/ {
	printf("kernel"); stack(); exit(0); }' -c "$PROGS/stacks getppid 3" |
    awk 'NF' | wc -l
$DTRACE -x maxframes=128 -n 'BEGIN { exit(0); }'
echo "status $?"
