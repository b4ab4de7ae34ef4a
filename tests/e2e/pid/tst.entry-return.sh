# pid provider: entry and return probes of the executable (a.out) and of
# the C library, in place before main runs: main's argc at entry, read's
# calls and the bytes they returned (arg1 at return).
$DTRACE -qn '
pid$target:a.out:main:entry { printf("main argc %d\n", arg0); }
pid$target:libc.so.6:read:entry { @calls = count(); }
pid$target:libc.so.6:read:return { @bytes = sum(arg1); }
END { printa("read calls %@d\n", @calls); printa("read bytes %@d\n", @bytes); }' \
    -c "$PROGS/readloop 7"
