# dtrace -l and -lv of fbt's probes: do_sys_openat2's entry and return in
# the core kernel (module vmlinux), args[] from its BTF prototype; every
# fbt probe is an entry or a return, and each function has both.
. ./fbt.sh
$DTRACE -l -n 'fbt::do_sys_openat2:' | awk '{ print $2, $3, $4, $5 }'
$DTRACE -lv -n 'fbt::do_sys_openat2:' | sed -n 's/^[0-9 ]*fbt/fbt/p; /args\[/p'
$DTRACE -l -P fbt | awk 'NR > 1 { n[$5]++ } NR > 1 && $2 != "fbt" { bad++ }
END { print "entry == return:", n["entry"] == n["return"], "others:",
    length(n) - 2, "bad:", bad + 0 }'
