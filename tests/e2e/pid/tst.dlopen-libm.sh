# pid provider, -Z: a system library loaded later, libm.so.6 (cbrt is a
# plain function there; cos and sin are IFUNCs, whose symbols are the
# resolvers the loader calls): 2 loads x 5 calls.
$DTRACE -Z -q -n 'pid$target:libm.so.6:cbrt:entry { @ = count(); }
END { printa("cbrt %@d\n", @); }' \
    -c "$PROGS/dlopener -d libm.so.6 cbrt 2 5"
