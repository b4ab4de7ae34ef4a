# -l on a binary: uprobe:PATH:PATTERN lists its functions; with -v the
# arguments from DWARF; usdt:PATH lists its USDT probes.  Path masked.
. "$TESTDIR/../lib.sh"
"$BTRACE" -l "uprobe:$PROGS/ufuncs:*e*" | sed "s#$PROGS#PROGS#"
"$BTRACE" -lv "uprobe:$PROGS/ufuncs:greet" | sed "s#$PROGS#PROGS#"
"$BTRACE" -lv "uprobe:$PROGS/ufuncs:point_sum" | sed "s#$PROGS#PROGS#"
"$BTRACE" -l "usdt:$PROGS/usdt:*" | sed "s#$PROGS#PROGS#"
"$BTRACE" -l "usdt:$PROGS/usdt:myprov:w*" | sed "s#$PROGS#PROGS#"
