# USDT: a <sys/sdt.h> probe with three arguments, decoded from its note
# (an int and a long in registers, a string pointer), named
# provider$target:module:function:name; a probe name's "__" is a "-".
$DTRACE -qn 'myprov$target:::work {
	a[args[0]] = strjoin(strjoin(probemod, ":"), strjoin(strjoin(probefunc,
	    ":"), probename));
	v[args[0]] = args[1];
	s[args[0]] = copyinstr(arg2);
	n++;
}
myprov$target:::tick-done { @ticks = count(); }
END {
	printf("%s %d %s\n", a[0], v[0], s[0]);
	printf("%s %d %s\n", a[1], v[1], s[1]);
	printf("%s %d %s\n", a[2], v[2], s[2]);
	printa("tick-done %@d\n", @ticks);
}' -c "$PROGS/usdt 3 10"
