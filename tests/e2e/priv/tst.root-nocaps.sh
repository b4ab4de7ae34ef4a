# Root counts through its capabilities, as the kernel counts it: a root
# process whose CAP_BPF, CAP_PERFMON and CAP_SYS_ADMIN were taken away
# (as in a container) is told what it lacks -- also btrace invoked as
# bpftrace, where bpftrace's "only supports running as the root user"
# would be wrong (bpftrace 0.17 goes on and fails later).  Root needs
# no CAP_DAC_READ_SEARCH: tracefs is its own.
. "$TESTDIR/priv.sh"
drop="setpriv --inh-caps=-all --bounding-set=-bpf,-perfmon,-sys_admin"
$drop true 2>/dev/null || skip "setpriv cannot drop capabilities here"
mkdir bin
ln -s "$BTRACE" bin/bpftrace
show $drop $DTRACE -qs "$TESTDIR/prog.d"
show $drop $DTRACE -l
show $drop $BTRACE "$TESTDIR/prog.bt"
show $drop bin/bpftrace "$TESTDIR/prog.bt"
drop="setpriv --inh-caps=-all --bounding-set=-bpf,-perfmon,-dac_read_search,-dac_override"
show $drop $DTRACE -qs "$TESTDIR/prog.d"
