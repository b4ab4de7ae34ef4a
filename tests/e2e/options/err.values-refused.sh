# Values DTrace refuses, with its messages: a value given to a compiler
# flag (even an empty one), a word DTrace does not know (words are
# case-sensitive), a count of registers or tree passes that is not above
# 0, a size, rate or count that does not parse; maxframes and scratchsize
# past what this implementation holds are refused with the bound.
for o in argref=1 empty= verbose=yes nolibs=0 strip=1 knodefs=x udefs=1 \
    bufresize=Auto bufresize= encoding=latin1 linkmode=shared stdc=x \
    stdc= iregs=0 iregs=-1 iregs=x tree=0 tree= cleanrate=fast \
    jstackframes=many jstackstrsize=1q lockmem=lots maxframes=128 \
    scratchsize=65537 scratchsize=-1 grabanon=maybe noresolve=2x \
    libdir syslibdir aggpercpu=1 amin=Stable amin=Stable/Stable/Blue \
    amin=Firm/Stable/ISA core=1 late=early linktype=coff evaltime=start \
    tregs=0 zone=myzone setenv=NOEQUALS setenv==x unsetenv=A=B; do
	$DTRACE -x $o -e -n 'BEGIN { exit(0); }'
	echo "$o: $?"
done
exit 1
