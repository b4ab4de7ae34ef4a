# The options Linux and eBPF make moot are accepted and change nothing
# of what a program does (docs/options.md says why for each): a program
# runs as it does without them.
prog='BEGIN { @[probename] = count(); printf("%s\n", "ran"); exit(0); }'
$DTRACE -qn "$prog" > /tmp/dtrace-e2e-moot.$$
for o in temporal jstackframes=5 jstackstrsize=64 iregs=2 knodefs unodefs \
    udefs kdefs linkmode=static syslibdir=/tmp pspec strip \
    bufresize=manual aggpercpu amin=Evolving/Evolving/ISA ctypes=/tmp/dt-ct \
    dtypes=/tmp/dt-dt debug late=static lazyload linktype=dof pgmax=2 \
    tregs=4 zone=global quietresize evaltime=main; do
	$DTRACE -x $o -qn "$prog" | cmp -s - /tmp/dtrace-e2e-moot.$$ &&
	    echo "$o: same"
done
rm -f /tmp/dtrace-e2e-moot.$$
