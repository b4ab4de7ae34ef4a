# btrace: a uprobe names a file, so it fires in a library a process loads
# after tracing started (dlopen), each time it is loaded, as bpftrace
# 0.17 does (its output on this machine): 3 loads x 4 calls, arguments 1
# to 4.
$BTRACE -e "uprobe:$PROGS/libdlt.so:dlt_work { @calls = count(); @args = sum(arg0); }" \
    -c "$PROGS/dlopener $PROGS/libdlt.so dlt_work 3 4"
