# -l lists probes: the header, then ID PROVIDER MODULE FUNCTION NAME;
# -n, -P and -f select which.
$DTRACE -l | head -n 1
$DTRACE -l -n 'syscall::getppid:entry' | sed 's/^ *[0-9][0-9]* /  NNN /'
$DTRACE -l -P dtrace | sed 's/^ *[0-9][0-9]* /  NNN /'
$DTRACE -l -f getpid | sed 's/^ *[0-9][0-9]* /  NNN /'
