# -lv shows a syscall probe's argument types.
$DTRACE -lv -n 'syscall::read:entry' | sed 's/^ *[0-9][0-9]* /  NNN /'
