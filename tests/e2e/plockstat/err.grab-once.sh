# plockstat's error for a process it cannot grab or execute is said once
# (the library's message names the pid or the file and the cause).
PLOCKSTAT=$(dirname "$DTRACE")/plockstat
$PLOCKSTAT -p 999999999
echo "pid: $?"
$PLOCKSTAT /nonexistent/prog
echo "exec: $?"
exit 1
