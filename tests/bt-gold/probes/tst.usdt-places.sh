# A USDT probe at several places (ua:twice is written twice) is attached
# at each: "Attaching N probes..." counts every place; wildcards in the
# provider and the probe name, usdt:FILE:NAME (any provider), and quoted
# names.  $PROGS masked.
. "$TESTDIR/../lib.sh"
mask() { sed "s#$PROGS#PROGS#g"; }
"$BTRACE" -e "usdt:$PROGS/usdtargs:ua:twice { printf(\"%s %d\n\", probe, arg1); }" \
    -c "$PROGS/usdtargs" | mask
"$BTRACE" -e "usdt:$PROGS/usdtargs:ua:* { printf(\"%s\n\", probe); }" \
    -c "$PROGS/usdtargs" | mask
"$BTRACE" -e "usdt:$PROGS/usdtargs:*:*o* { printf(\"%s\n\", probe); }" \
    -c "$PROGS/usdtargs" | mask
"$BTRACE" -e "usdt:$PROGS/usdtargs:t* { printf(\"%s %d\n\", probe, arg1); }" \
    -c "$PROGS/usdtargs" | mask
"$BTRACE" -e "usdt:$PROGS/usdtargs:\"ua\":\"twice\" { printf(\"%s %d\n\", probe, arg1); }" \
    -c "$PROGS/usdtargs" | mask
