# Stack and user-symbol keys through dtrace_aggregate_walk(): frames with
# their module and function (ufuncs calls add3() from main() 3 times; the
# first frame of a stack taken at add3's entry is add3 at offset 0;
# 300 ms between rounds: the consumer reads the process's map before it
# exits).
$B/api/apitest -c "$PROGS/ufuncs 3 300" '
#pragma D option quiet
pid$target:ufuncs:add3:entry
{
	@st[ustack(2)] = count();
	@sy[usym(uregs[R_PC]), ufunc(uregs[R_PC]), umod(uregs[R_PC])] = count();
}'
