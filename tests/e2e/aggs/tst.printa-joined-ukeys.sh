# printa() joins aggregations keyed by user addresses and user stacks on
# the whole key (the pid, then every address), not on the pid alone:
# each function's count and sum stay on its own line.
$DTRACE -qn 'pid$target:a.out:outer:entry,pid$target:a.out:middle:entry,
    pid$target:a.out:inner:entry {
	this->v = probefunc == "inner" ? 300 : probefunc == "middle" ? 20 : 1;
	@n[uaddr(uregs[R_PC])] = count(); @s[uaddr(uregs[R_PC])] = sum(this->v);
	@a[ustack(3)] = sum(this->v); @b[ustack(3)] = max(this->v * 2); }
    END { printa("%A %@d %@d\n", @n, @s); printa("%@d %@d%k\n", @a, @b); }' \
    -c "$PROGS/stacks getppid 1" | sed -E 's/[+]0x[0-9a-f]+$/+OFF/'
