# a script file that does not exist
$DTRACE -s /nonexistent/script.d
