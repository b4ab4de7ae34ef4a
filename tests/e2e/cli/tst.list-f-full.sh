# -l -f provider:module:function selects one function's probes.
$DTRACE -l -f syscall:vmlinux:getppid | sed 's/^ *[0-9][0-9]* /  NNN /'
$DTRACE -l -f vmlinux:getppid | sed 's/^ *[0-9][0-9]* /  NNN /'
