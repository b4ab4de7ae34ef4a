# (The two blank lines at the end of a run are bpftrace 0.17's.)
# A probe named with a file path longer than a probe description holds
# (here 75 characters) is the file its real path names; a part of a
# probe's name too long for any probe is refused with its length, as an
# error at the probe, never "File name too long".
lib=$(ldd "$PROGS/getppidloop" | awk '/libc\.so/ { print $3 }')
dir=${lib%/*}
base=${dir##*/}
long=$dir/../$base/../$base/${lib##*/}
[ ${#long} -gt 64 ] || { echo "the path is too short: $long"; exit 1; }
$BTRACE -e "uprobe:$long:syscall { printf(\"hit\\n\"); exit(); }" \
    -c "$PROGS/getppidloop 1"
echo "status $?"
name=$(printf 'f%.0s' $(seq 300))
$BTRACE -e "uprobe:$lib:$name { exit(); }" 2>&1 | head -n 1 |
    sed "s/$name/F300/; s/^stdin:1:1-[0-9]*:/stdin:1:1-N:/"
echo "status ${PIPESTATUS[0]}"
