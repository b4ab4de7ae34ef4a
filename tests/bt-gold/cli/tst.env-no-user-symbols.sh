# BPFTRACE_NO_USER_SYMBOLS=1 turns user symbol resolution off: usym()
# prints the address in hex (masked) instead of the function's name.
. "$TESTDIR/../lib.sh"
prog='uprobe:$1:add3 { printf("%s\n", usym(reg("ip"))); }'
"$BTRACE" -e "$prog" "$PROGS/ufuncs" -c "$PROGS/ufuncs 1 50"
BPFTRACE_NO_USER_SYMBOLS=1 "$BTRACE" -e "$prog" "$PROGS/ufuncs" -c "$PROGS/ufuncs 1 50" |
    sed 's/^0x[0-9a-f]*$/0xADDR/'
