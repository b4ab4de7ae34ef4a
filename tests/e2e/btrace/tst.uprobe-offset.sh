# uprobe:PATH:FUNC+OFFSET at an instruction of FUNC fires there each
# call (insns calls work() 5 times), and `probe` names it FUNC+OFFSET
# (decimal), as bpftrace built with its offset check does (Debian's
# bpftrace 0.17 is built without it and refuses every offset:
# INCOMPATIBILITIES.md); the same instruction by its address; an offset
# inside an instruction is refused after the probe count, with
# bpftrace's words.  Offsets come from the disassembly of work().
second=$(objdump -d --no-show-raw-insn "$PROGS/insns" |
    awk '/<work>:/ { f = 1; next } f && /^ *[0-9a-f]+:/ { n++; if (n == 2) { sub(":", "", $1); print $1; exit } }')
start=$(readelf -sW "$PROGS/insns" | awk '$8 == "work" { print $2; exit }')
off=$(( 0x$second - 0x$start ))
$BTRACE -e "uprobe:$PROGS/insns:work+$off { @[probe] = count(); }" \
    -c "$PROGS/insns" 2>&1 | sed "s#$PROGS#PROGS#g; s/work+$off\]/work+OFF]/"
$BTRACE -e "uprobe:$PROGS/insns:0x$second { @[probe] = count(); }" \
    -c "$PROGS/insns" 2>&1 | sed "s#$PROGS#PROGS#g; s/work+$off\]/work+OFF]/"
$BTRACE -e "uprobe:$PROGS/insns:work+$((off + 1)) { exit(); }" 2>&1 |
    sed "s#$PROGS#PROGS#g; s/work+$((off + 1))\$/work+OFF1/"
