# btrace --info answers in bpftrace 0.17's layout, on stderr: the same
# sections and lines, in the same order, as bpftrace --info on this
# machine, and the same answers but where btrace differs on purpose: its
# build (its own version, no LLVM) and kprobe, which bpftrace answers by
# loading a program while btrace answers whether one can be attached.
command -v bpftrace >/dev/null || { echo "bpftrace is not installed" >&2; exit 77; }
root=$(cd ../../.. && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$root/tests/bt-gold/harness/bpftrace-gold" --info 2>"$tmp/bpftrace" >/dev/null
echo "bpftrace: status $?"
$BTRACE --info 2>"$tmp/btrace" >"$tmp/btrace.out"
echo "btrace: status $?, $(wc -c < "$tmp/btrace.out") bytes on stdout"
# the layout: each line up to its colon
layout() { sed 's/:.*/:/' "$1"; }
if diff <(layout "$tmp/bpftrace") <(layout "$tmp/btrace") >/dev/null; then
	echo "layout: the same"
else
	diff <(layout "$tmp/bpftrace") <(layout "$tmp/btrace")
fi
# the answers, but the build's and kprobe's
answers() { sed -n '/^Build/,/^$/d; /^  kprobe:/d; p' "$1"; }
if diff <(answers "$tmp/bpftrace") <(answers "$tmp/btrace") >/dev/null; then
	echo "answers: the same"
else
	diff <(answers "$tmp/bpftrace") <(answers "$tmp/btrace")
fi
sed -n '/^Build/,/^$/p' "$tmp/btrace" | sed 's/btrace [0-9.]* /btrace VERSION /'
# kprobe: whether the kernel lets a kprobe be attached (its PMU is there)
k=no
[ -r /sys/bus/event_source/devices/kprobe/type ] && k=yes
grep -q "^  kprobe: $k\$" "$tmp/btrace" && echo "kprobe: as the kernel allows"
