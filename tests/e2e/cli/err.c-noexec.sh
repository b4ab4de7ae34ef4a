# -c with a command that does not exist: an error, exit status 1.
$DTRACE -n 'BEGIN { }' -c /nonexistent/prog 2>&1 | sed 's/\(failed to execute [^:]*\): .*/\1: REASON/'
exit "${PIPESTATUS[0]}"
