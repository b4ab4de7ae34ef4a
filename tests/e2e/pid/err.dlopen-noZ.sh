# pid provider without -Z: a description that matches no probe is an
# error, as in DTrace, even in a library the process would load later;
# the process is not let go.
$DTRACE -n 'pid$target:libdlt.so:dlt_work:entry {}' \
    -c "$PROGS/dlopener $PROGS/libdlt.so dlt_work 1 1" 2>&1 |
    sed 's/pid[0-9][0-9]*:/pidPID:/'
exit "${PIPESTATUS[0]}"
