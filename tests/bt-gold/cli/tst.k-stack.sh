# -k: a kernel stack taken where there is none (in a uprobe, the probe
# fires in user mode) is bpftrace 0.17's failed get_stackid (EFAULT),
# reported where kstack is written; such a stack prints as nothing, in a
# map key too; -f json's helper_error record.
. "$TESTDIR/../lib.sh"
prog='uprobe:'"$PROGS"'/ufuncs:add3
{
	@s[kstack] = count(); printf("[%s]\n", kstack(2));
}'
"$BTRACE" -k -e "$prog" -c "$PROGS/ufuncs 2"
"$BTRACE" -f json -k -e "$prog" -c "$PROGS/ufuncs 1"
"$BTRACE" -e "$prog" -c "$PROGS/ufuncs 1"
