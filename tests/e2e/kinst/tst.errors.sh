# Descriptions kinst refuses, each with the reason: an offset within an
# instruction (the first one's length, from objdump, is FIRSTLEN below),
# one beyond the function's last instruction (which ends at END), an int3
# (the first of do_sys_openat2's: Debian's kernel puts one after each
# return, against straight-line speculation), a name that is not a
# decimal offset or a pattern, a pattern of functions; a function the
# kernel (or the module named) does not have has no probes
# (tst.inline-errors.sh: those of :entry and :return).  The status is 1
# each time.  Ten runs of dtrace under the emulator take long:
# @@timeout: 150
. ./kinst.sh
first=$(kinst_insns do_sys_openat2 | awk 'NR == 2 { print $1 }')
end=$(kinst_insns do_sys_openat2 end)
int3=$(kinst_insns do_sys_openat2 int3 | head -n 1)
for d in 1 100000 "$int3" foo 05 -1; do
	$DTRACE -l -n "kinst::do_sys_openat2:$d" 2>&1 >/dev/null |
	    sed -e "s/ $first-byte / FIRSTLEN-byte /" \
	    -e "s/ take $end bytes/ take END bytes/" -e "s/:$int3:/:INT3:/" \
	    -e "s/ offset $int3 / offset INT3 /"
	echo "status ${PIPESTATUS[0]}"
done
$DTRACE -n 'kinst::do_sys_open*:0 { }' 2>&1
echo "status $?"
$DTRACE -n 'kinst::no_such_function_here:0 { }' 2>&1
echo "status $?"
$DTRACE -n 'kinst:ext4:do_sys_openat2:0 { }' 2>&1
echo "status $?"
