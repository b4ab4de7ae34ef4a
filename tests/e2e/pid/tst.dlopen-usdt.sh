# usdt, -Z: the USDT probes of a library loaded later (dlt:work, with a
# semaphore the kernel sets while the probe is enabled, in each new
# mapping of the library): 3 loads x 4 firings, arguments 1 to 4.
$DTRACE -Z -q -n 'dlt$target:::work { @n[probemod, probefunc, probename] = count(); @s = sum(arg0); }
END { printa("%s:%s:%s %@d\n", @n); printa("args %@d\n", @s); }' \
    -c "$PROGS/dlopener $PROGS/libdlt.so dlt_work 3 4"
