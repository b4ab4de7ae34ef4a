# pid provider: at a return probe arg0 is the offset, in the function, of
# the instruction it returned from -- each of leaf()'s two rets, and the
# jump with which tail() calls leaf() (a tail call) -- and arg1 the value
# returned.  Each offset is shown as the instruction objdump finds there.
$DTRACE -qn 'pid$target:a.out:leaf:return,pid$target:a.out:tail:return
{ @[probefunc, arg0, probefunc == "leaf" ? arg1 : 0] = count(); }
END { printa("%s %x %d %@d\n", @); }' -c "$PROGS/returns 4" >out.$$
objdump -d --no-show-raw-insn "$PROGS/returns" >dis.$$
while read -r func off rv n; do
	[ -n "$n" ] || { echo "$func"; continue; }
	start=$(sed -n "s/^0*\([0-9a-f]*\) <$func>:\$/\1/p" dis.$$)
	at=$(printf '%x' $((0x$start + 0x$off)))
	insn=$(awk -v a="$at:" '$1 == a { print $2; exit }' dis.$$)
	echo "$func ${insn:-?} $rv $n"
done <out.$$ | sort
rm -f out.$$ dis.$$
