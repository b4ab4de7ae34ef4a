# kinst::F:entry and :return: F entered and left at each of its inlined
# copies (from the kernel's DWARF, which tests/vm/ puts where Debian's
# -dbg package does) and at its own body, if it has one.  One probe
# stands for all the places, named as the description names it (-l).
# fdput_pos is inlined in read(2)'s code (ksys_read), and fdput in
# copies nested in fdput_pos's copies: the target's 100 reads of
# /dev/zero (after those of the dynamic loader) enter and leave each at
# least 100 times, and each copy entered is left.  Some places of fdput
# are in code kprobes may not probe: the warning saying so is left out
# here (tst.inline-errors.sh shows it).
# @@timeout: 300
. ./kinst.sh
[ -r "/usr/lib/debug/boot/vmlinux-$(uname -r)" ] || {
	echo "no kernel DWARF at /usr/lib/debug/boot" >&2
	exit 77
}
$DTRACE -l -n 'kinst::fdput_pos:entry' -n 'kinst::fdput_pos:return' |
    awk '{ print $2, $3, $4, $5 }'
for f in fdput_pos fdput; do
	$DTRACE -qn "
	kinst::$f:entry /pid == \$target/ { @e = count(); }
	kinst::$f:return /pid == \$target/ { @r = count(); }
	END { printa(\"%@d \", @e); printa(\"%@d\n\", @r); }
	" -c "$PROGS/readloop 100" 2>&1 | grep -v 'refuses kprobes' |
	awk -v f="$f" 'NF > 0 { print f ":", ($1 == $2 ? "entered as often " \
	    "as left" : "entered " $1 ", left " $2) ",", ($1 >= 100 ? \
	    "at least 100 times" : "fewer than 100 times") }'
done
