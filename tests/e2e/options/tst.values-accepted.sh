# Every option DTrace has that dtrace(1) documents is accepted with the
# values DTrace accepts: compiler flags without a value; bufresize,
# encoding, linkmode and stdc their words; iregs and tree a count above 0,
# read as atoi() reads it (3x is 3); sizes, rates, booleans and counts as
# for the other options; libdir and syslibdir any text; lockmem a size or
# unlimited; version a D version DTrace defines.  -e: compiled, not run.
for o in bufresize=auto bufresize=manual cleanrate=50hz cleanrate=10ms \
    grabanon temporal temporal=no jstackframes=10 jstackstrsize=1k \
    argref empty encoding=ascii encoding=utf8 iregs=8 iregs=3x knodefs \
    kdefs libdir=/nonexistent libdir= linkmode=kernel linkmode=primary \
    linkmode=dynamic linkmode=static nolibs pspec stdc=a stdc=c stdc=s \
    stdc=t strip syslibdir=/usr/lib/dtrace tree=8 udefs unodefs verbose \
    version=1.0 version=1.2.1 version=1.13 lockmem=unlimited lockmem=64m \
    maxframes=1 maxframes=127 noresolve noresolve=off scratchsize=0 \
    scratchsize=64k; do
	$DTRACE -x $o -e -n 'BEGIN { exit(0); }' 2>/dev/null >/dev/null
	echo "$o: $?"
done
