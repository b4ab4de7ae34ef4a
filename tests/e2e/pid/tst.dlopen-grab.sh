# pid provider, -Z, -p: a process dtrace grabbed is not stopped when its
# loader maps a library (its parent would see it stop): the probes there
# are enabled soon after.  The program waits to load the library until
# BEGIN says tracing runs, then calls dlt_work(0) until the probe has seen
# one; the calls counted come after.  2 loads x 4 calls.
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
$PROGS/dlopener -b "$tmp/b" -w "$tmp/w" $PROGS/libdlt.so dlt_work 2 4 \
    > "$tmp/out" &
p=$!
$DTRACE -Z -q -w -p $p -n "BEGIN { system(\"touch $tmp/b\"); }
pid$p:libdlt.so:dlt_work:entry /arg0 == 0 && !told/ { told = 1; system(\"touch $tmp/w\"); }
pid$p:libdlt.so:dlt_work:entry /arg0 != 0/ { @n = count(); @s = sum(arg0); }
END { printa(\"dlt_work calls %@d\n\", @n); printa(\"dlt_work args %@d\n\", @s); }"
wait $p
echo "status $?"
cat "$tmp/out"
