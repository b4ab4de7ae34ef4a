# pid provider: pid$target:a.out:work: is every instruction of work()
# (found by decoding it), with its entry and return; a probe on each one,
# RIP-relative operands, calls and jumps among them, leaves the program's
# behaviour unchanged.
$DTRACE -l -n 'pid$target:a.out:work:' -c "$PROGS/insns" |
    awk 'NR > 1 { print $5 }' | tr '\n' ' '
echo
plain=$("$PROGS/insns" 9)
$DTRACE -qn 'pid$target:a.out:work: { @[probename] = count(); }
END { printa("%s:%@d ", @); printf("\n"); }' -c "$PROGS/insns 9" >out.$$
traced=$(head -n 1 out.$$)
echo "output unchanged: $([ "$plain" = "$traced" ] && echo yes || echo "no: $plain / $traced")"
tail -n +2 out.$$ | tr ' ' '\n' | grep . | sort -t: -k1,1 | tr '\n' ' '
echo
rm -f out.$$
