# dtrace -e compiles a program that uses $target without -c or -p, as
# DTrace does ($target is 0); tracing it without a process is an error.
$DTRACE -e -n 'syscall::read:entry /pid == $target/ { @ = count(); }'
echo "status $?"
$DTRACE -n 'syscall::read:entry /pid == $target/ { @ = count(); }'
echo "status $?"
