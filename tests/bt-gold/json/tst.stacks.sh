# -f json: stacks printed with printf and print() are strings; as map keys
# they are the keys of the map object; frames masked to SYM+OFF (which
# functions show up varies, see builtins/tst.kstack.sh), addresses too.
# A user frame of the exited target prints as a symbol if its mappings
# were read while it ran and in hex if not (a race), so both are SYM+OFF.
. "$TESTDIR/../lib.sh"
"$BTRACE" -f json -e '
tracepoint:syscalls:sys_enter_getppid /pid == cpid/ {
	printf("%s", kstack(2));
	print(kstack(1));
	@k[kstack(2)] = count();
	@u[ustack(2)] = count();
}' -c "$PROGS/getppidloop 2" 2>&1 |
    sed 's/[A-Za-z_][A-Za-z0-9_.]*+[0-9][0-9]*\\n/SYM+OFF\\n/g; s/0x[0-9a-f]*/0xADDR/g; s/0xADDR\\n/SYM+OFF\\n/g'
