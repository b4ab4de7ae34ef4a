# -lv of a probe without arguments says None.
$DTRACE -lv -n 'syscall::getppid:entry' | sed -n '/Argument Types/,$p'
