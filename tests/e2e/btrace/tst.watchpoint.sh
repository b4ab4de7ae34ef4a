# watchpoint:ADDR:LEN:MODE: a hardware breakpoint in the target process
# (-c, -p): ufuncs (not position-independent: nm's addresses are those
# at run time) writes its global ufuncs_counter once a round (mode w) and
# calls add3 once a round (mode x); bpftrace's errors for what it
# refuses, and the kernel's.
addr() { printf '0x%s' "$(nm "$PROGS/ufuncs" | awk -v s="$1" '$3 == s { print $1 }')"; }
counter=$(addr ufuncs_counter)
add3=$(addr add3)
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT
$BTRACE -e "watchpoint:$counter:8:w { printf(\"w %d\\n\", pid == cpid);
    @[comm] = count(); }" -c "$PROGS/ufuncs 3"
$BTRACE -e "watchpoint:$add3:8:x { @x = count(); }" -c "$PROGS/ufuncs 4"
# an execution breakpoint is 8 bytes long here (x86-64)
$BTRACE -e "watchpoint:$add3:1:x { @x = count(); }" -c "$PROGS/ufuncs 4" \
    2>"$T/err"
sed "s/$((add3))/ADDR/" "$T/err"
# -p: the process waits for the tracer
"$PROGS/ufuncs" -w "$T/go" 2 &
target=$!
until grep -q libc /proc/$target/maps 2>/dev/null; do sleep 0.01; done
$BTRACE -p $target -e "BEGIN { printf(\"ready\\n\"); }
    watchpoint:$counter:8:w { printf(\"w %d\\n\", pid == $target); @n++;
	if (@n == 2) { exit(); } }" >"$T/out" 2>&1 &
tracer=$!
for i in $(seq 100); do
	grep -q ready "$T/out" && break
	sleep 0.1
done
touch "$T/go"
wait $tracer
echo "status $?"
cat "$T/out"
wait $target
for p in "$counter:3:w" "$counter:8:q" "$counter:8" "$counter:8:rx" \
    "$counter:8:r" "zz:8:w"; do
	$BTRACE -e "watchpoint:$p { exit(); }" -c /bin/true 2>&1 |
	    sed "s/$counter/ADDR/g"
done
