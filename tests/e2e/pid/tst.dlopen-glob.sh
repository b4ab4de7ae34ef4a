# pid provider, -Z: descriptions with globs in the module and function
# fields match the functions of a library loaded later, entry and
# return; 2 loads x 3 calls each (dlt_work calls dlt_inner).  (The
# library's constructors and destructors are left out: they come from the
# C run-time files.)
$DTRACE -Z -q -n 'pid$target:libdlt.so::entry { @e[probefunc] = count(); }
pid$target:libdlt*::return { @r[probefunc] = count(); }
END { printa("entry %s %@d\n", @e); printa("return %s %@d\n", @r); }' \
    -c "$PROGS/dlopener $PROGS/libdlt.so dlt_work 2 3" | grep -v ' _\| frame_dummy \| register_tm_clones \| deregister_tm_clones '
