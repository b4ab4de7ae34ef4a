# -x empty (or #pragma D option empty): an empty program compiles; with
# nothing to trace, dtrace says so.  Without it, an empty -n program is
# DTrace's D_EMPTY.
f=/tmp/dtrace-e2e-empty.$$.d
printf '/* nothing */\n' > $f
$DTRACE -x empty -s $f 2>&1 | sed "s|$f|FILE|"
printf '#pragma D option empty\n' > $f
$DTRACE -e -s $f
echo "status $?"
rm -f $f
$DTRACE -n ''
echo "status $?"
$DTRACE -x empty -e -n ''
echo "status $?"
