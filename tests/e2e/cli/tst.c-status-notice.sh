# A target that exits with a non-zero status: dtrace reports it and still
# exits 0 (only exit() in D sets dtrace's status).
$DTRACE -n 'BEGIN { }' -c "$PROGS/sleeper 10 3" 2>&1 >/dev/null | sed 's/pid [0-9][0-9]*/pid N/'
echo "status ${PIPESTATUS[0]}"
