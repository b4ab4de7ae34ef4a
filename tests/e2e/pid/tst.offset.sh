# pid provider: a probe on an instruction, named by its offset in the
# function (hexadecimal): work+0xa copies its second argument, which
# uregs[R_RSI] holds there.
$DTRACE -qn 'pid$target:a.out:work:a { @[uregs[R_RSI]] = count(); }
END { printa("%x %@d\n", @); }' -c "$PROGS/insns 3" >out.$$
sort out.$$
rm -f out.$$
