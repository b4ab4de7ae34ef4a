# A process that execs another program is read anew: its user stacks
# name the new image's functions, not the old one's.  Without address
# randomisation (setarch -R) both images, and libc, are at the same
# addresses, so that a memory map kept from before the exec names every
# frame, wrongly.
if ! command -v setarch >/dev/null; then
	echo "setarch is not installed" >&2
	exit 77
fi
$DTRACE -q -n 'syscall::getppid:entry /pid == $target/ { ustack(3); }' \
    -c "setarch -R $PROGS/reexec $PROGS/reexec2" |
    sed 's/+0x[0-9a-f]*$//'
