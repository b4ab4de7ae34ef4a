# dtrace -l of kinst probes, made on demand as FreeBSD's kinst(4) makes
# them: kinst::do_sys_openat2: lists a probe for each instruction of the
# function, named by its offset, in module vmlinux: the offsets objdump
# decodes from /proc/kcore (kinst_insns); a glob of offsets lists those
# it matches, an offset its probe; dtrace -l -P kinst lists none (as
# -l does, it says so and its status stays 0).
# several runs of dtrace under the emulator:
# @@timeout: 90
. ./kinst.sh
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
kinst_insns do_sys_openat2 | awk '{ print $1 }' >"$T/objdump"
n=$(wc -l <"$T/objdump")
$DTRACE -l -n 'kinst::do_sys_openat2:' >"$T/list"
awk 'NR > 1 { print $2, $3, $4 }' "$T/list" | sort | uniq -c |
    awk -v n="$n" '{ print $2, $3, $4, ($1 == n ? "every instruction" :
    $1 " of " n) }'
awk 'NR > 1 { print $5 }' "$T/list" >"$T/dtrace"
cmp -s "$T/dtrace" "$T/objdump" && echo "the offsets objdump decodes" ||
    diff "$T/objdump" "$T/dtrace"
$DTRACE -l -n 'kinst:vmlinux:do_sys_openat2:1*' |
    awk 'NR > 1 { print $5 }' >"$T/dtrace1"
grep '^1' "$T/objdump" | cmp -s - "$T/dtrace1" &&
    echo "1*: the offsets starting with 1"
last=$(tail -n 1 "$T/objdump")
$DTRACE -l -n "kinst::do_sys_openat2:$last" | awk -v l="$last" \
    'NR > 1 { print $2, $3, $4, ($5 == l ? "the last offset" : $5) }'
$DTRACE -l -P kinst
echo "status $?"
