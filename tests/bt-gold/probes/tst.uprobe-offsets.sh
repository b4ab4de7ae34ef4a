# uprobe:PATH:FUNC+OFFSET and uprobe:PATH:ADDRESS that cannot be
# attached: an offset past the function's end and an address no function
# holds fail after the probe count (bpftrace's attach-time errors, status
# 255); a uretprobe at an offset is a compile error; FUNC+OFFSET of a
# function the file does not have is left out ("No probes to attach").
# The function's size (the compiler's) is checked against the symbol
# table and masked, as are the widths of the marks (the tree's path).
. "$TESTDIR/../lib.sh"
TMPDIR=$(mktemp -d)
trap 'rm -rf "$TMPDIR"' EXIT
size=$(readelf -sW "$PROGS/insns" | awk '$8 == "work" { print $3; exit }')
for p in "uprobe:$PROGS/insns:work+100000" "uprobe:$PROGS/insns:0x10" \
    "uretprobe:$PROGS/insns:work+4" "uprobe:$PROGS/insns:nosuchfn+4"; do
	"$BTRACE" -e "$p { exit(); }" >"$TMPDIR/out" 2>&1
	echo "status $?" >>"$TMPDIR/out"
	# (the marks' widths depend on where the tree is: masked)
	sed "s#$PROGS#PROGS#g; s/size is $size)/size is SIZE)/;
	    s/^stdin:1:1-[0-9]*:/stdin:1:1-N:/; s/^~~*\$/~~~/" "$TMPDIR/out"
done
