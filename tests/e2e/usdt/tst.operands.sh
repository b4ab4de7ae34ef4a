# USDT arguments in each form the compiler writes in the notes (shown
# first, from readelf -n): constants ($N), globals at their symbol,
# %rip-relative (SYM(%rip), N+SYM(%rip): the program is a PIE, so where it
# is loaded is added at run time), struct members through a pointer
# (N(%reg)), array elements through base and index registers
# (N(%base,%index,scale)), a local on the stack (N(%rbp)), and a probe
# placed twice whose two notes put its first argument in different
# places.  fire() runs twice, with i = 1 and i = 2.
readelf -n "$PROGS/usdtargs" | sed -n 's/^ *Arguments: /args: /p'
$DTRACE -qn 'ua$target::fire: {
	printf("%-8s %d %d %d %d\n", probename, arg0, arg1, arg2, arg3); }' \
    -c "$PROGS/usdtargs"
# The same in every process (ua0:usdtargs): two runs, each loaded
# elsewhere.
export PATH="$PROGS:$PATH"
s=$(mktemp)
printf '#!/bin/sh\nusdtargs\nusdtargs\n' >"$s"
chmod +x "$s"
$DTRACE -qn 'ua0:usdtargs::member, ua0:usdtargs::twice {
	@[probename, arg0, arg1, arg2] = count(); }
END { printa("%-8s %d %d %d: %@d\n", @); }' -c "$s"
rm -f "$s"
