# pid provider, -Z: the probes of a library the process loads after
# tracing started (dlopen) are enabled once it is mapped, as illumos does;
# the process waits at its dynamic loader's notice until they are, so no
# call is missed.  Loaded three times (dlclose between): 3 x 4 calls, the
# arguments 1 to 4 each time.
$DTRACE -Z -q -n 'pid$target:libdlt.so:dlt_work:entry { @n = count(); @s = sum(arg0); }
END { printa("dlt_work calls %@d\n", @n); printa("dlt_work args %@d\n", @s); }' \
    -c "$PROGS/dlopener $PROGS/libdlt.so dlt_work 3 4"
