# -Z: a description matching nothing is reported as matching 0 probes and
# dtrace runs (here until its target exits).
$DTRACE -Z -n 'nosuch:::probe { }' -c "$PROGS/sleeper 10" 2>&1 | sed 's/pid [0-9][0-9]*/pid N/'
echo "status ${PIPESTATUS[0]}"
