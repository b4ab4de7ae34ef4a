# args->NAME in a clause whose probes have the field at different places
# (sys_enter_open's filename is its first argument, openat's its second)
# becomes a test of the probe's id choosing args[0] or args[1]; the name it
# replaced is freed (the sanitizer build's leak check failed: found by
# fuzz/fuzz_compile.c)
out=$(mktemp) || exit 1
trap 'rm -f "$out"' EXIT
$BTRACE -d -e 'tracepoint:syscalls:sys_enter_open,tracepoint:syscalls:sys_enter_openat { @[str(args->filename)] = count(); }' >"$out"
echo "status $?"
sed -n '/arg: OP3/,/right: CALL/p' "$out" |
    sed '/IDENT "id"/{n;s/INT [0-9]*/INT (the id)/;}'
