# pid provider: the classic count of a program's C library calls, with
# probefunc and probemod; only the calls the program itself makes are
# printed (the loader's and the library's own vary with the library).
$DTRACE -qn 'pid$target:libc.so.6::entry { @[probemod, probefunc] = count(); }
END { printa("%s %s %@d\n", @); }' -c "$PROGS/readloop 5" |
    grep -E ' (read|open|close|exit) '
