# A uprobe's or USDT probe's program named without a path is looked for
# in $PATH (a warning when it is there more than once) and, for a uprobe,
# a library by its short name among the system's (libc); -l lists the
# probes with the file found; a name found nowhere is an error, in -l and
# in a program.
. "$TESTDIR/../lib.sh"
cd "$T" || exit 1
mkdir a b
cp "$PROGS/ufuncs" a/ufuncs
cp "$PROGS/ufuncs" b/ufuncs
export PATH="a:b:$PATH"
"$BTRACE" -l 'uprobe:ufuncs:add*' 2>&1
"$BTRACE" -l 'uretprobe:ufuncs:greet,usdt:ufuncs:*,uprobe:/nosuch/x:f' 2>&1
"$BTRACE" -l 'uprobe:libc:malloc' 2>&1
"$BTRACE" -l 'uprobe:nosuchprog:*' 2>&1
echo "status $?"
"$BTRACE" -l 'usdt:libc:*' 2>&1
echo "status $?"
"$BTRACE" -e 'uprobe:nosuchprog:f { exit(); }' 2>&1
echo "status $?"
"$BTRACE" -e 'usdt:libc:f { exit(); }' 2>&1
echo "status $?"
"$BTRACE" -c "b/ufuncs 1" -e 'uprobe:ufuncs:add3,uprobe:libc:nosuchfunction { printf("%d\n", arg0); exit(); }' 2>&1
echo "status $?"
