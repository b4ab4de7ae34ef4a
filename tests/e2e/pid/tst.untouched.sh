# The traced program's output and exit status are those of an untraced
# run: function entries and returns of a.out (-F's idiom; _start has no
# return, and its stack top is argc, not a return address), every
# instruction of a.out, every instruction of pthread_create in a
# multi-threaded program (its system call instructions cannot be probed
# safely and have no probe), and -F flows.
P="$PROGS/untouched"
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT

# the program's own output, then its exit status as exit_group(2) saw it
traced() {
	rm -f "$T/out"
	"$DTRACE" -q -o "$T/out" "$@" -n 'syscall::exit_group:entry
	    /pid == $target/ { printf("status %d\n", arg0); }' \
	    -c "$P ab c" >"$T/prog" 2>"$T/err"
	echo "== $*"
	cat "$T/prog"
	grep -o 'status [0-9]*' "$T/out"
	cat "$T/err"
}

echo "== untraced"
"$P" ab c
echo "status $?"
traced -n 'pid$target:a.out::entry, pid$target:a.out::return {}'
traced -F -n 'pid$target:a.out::entry, pid$target:a.out::return {}'
traced -n 'pid$target:a.out:: {}'
traced -n 'pid$target:libc.so.6:pthread_create: {}'
traced -n 'pid$target:libc.so.6:pthread_create:entry,
    pid$target:libc.so.6:pthread_create:return {}'
