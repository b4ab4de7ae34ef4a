# -l of uprobes and USDT probes in the files a '*' pattern names: each
# executable ELF file it matches (not a file without execute permission,
# not a script), with uprobe/u/uretprobe and usdt (usdt:FILE:NAME,
# usdt:FILE:PROVIDER:NAME, quoted names); a pattern that names no file is
# an error.  $T masked.
. "$TESTDIR/../lib.sh"
cd "$T" || exit 1
mkdir bin
cp "$PROGS/ufuncs" bin/ufa
cp "$PROGS/ufuncs" bin/ufb
cp "$PROGS/ufuncs" bin/ufc
chmod -x bin/ufc
printf '#!/bin/sh\n' > bin/ufscript
chmod +x bin/ufscript
cp "$PROGS/libdlt.so" bin/uflib.so
cp "$PROGS/usdt" bin/usa
cp "$PROGS/usdt" bin/usb
cp "$PROGS/usdtargs" bin/usargs
mask() { sed "s#$T#T#g"; }
"$BTRACE" -l "uprobe:$T/bin/uf*:gre*" | mask
"$BTRACE" -l "u:$T/bin/uf*:dlt*" | mask
"$BTRACE" -l "uretprobe:$T/bin/*:greet" | mask
"$BTRACE" -l "uprobe:./bin/uf*:greet"
echo "--"
"$BTRACE" -l "usdt:$T/bin/us*:*" | mask
"$BTRACE" -l "usdt:$T/bin/us*:*work*" | mask
"$BTRACE" -l "usdt:$T/bin/usa:my*:t*" | mask
"$BTRACE" -l "usdt:$T/bin/usa:t*" | mask
"$BTRACE" -l "usdt:$T/bin/usa:\"myprov\":\"work\"" | mask
echo "--"
"$BTRACE" -l "uprobe:$T/bin/zz*:f" 2>&1 | mask
echo "status ${PIPESTATUS[0]}"
"$BTRACE" -l "usdt:$T/bin/zz*:*" 2>&1 | mask
echo "status ${PIPESTATUS[0]}"
