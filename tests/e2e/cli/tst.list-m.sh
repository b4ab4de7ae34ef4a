# -l -m module and -l -m provider:module select by module.
$DTRACE -l -m vmlinux | awk 'NR == 1 || $4 == "getppid"' | sed 's/^ *[0-9][0-9]* /  NNN /'
$DTRACE -l -m syscall:vmlinux | awk 'NR > 1 && $2 != "syscall" { n++ } END { print "other providers:", n + 0 }'
$DTRACE -l -m dtrace:vmlinux 2>/dev/null | wc -l
