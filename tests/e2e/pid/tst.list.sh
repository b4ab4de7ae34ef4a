# pid provider: -l lists a process's functions as pid<PID>:a.out:f:entry
# and :return, library functions under the library's file name; the
# process id is left out here.
$DTRACE -l -n 'pid$target:a.out:main:entry' -n 'pid$target:a.out:main:return' \
    -n 'pid$target:libc.so.6:getppid:entry' -c "$PROGS/readloop 1" |
    sed 's/^ *[0-9]* *pid[0-9]* /pidPID /'
