# @@exit: 0
# A for-loop's body (over a map, or a range) refuses the built-ins that
# read the probe's context -- args (args.f, args->f), argN, retval, ctx --
# as bpftrace (0.21 and later; its semantic analyser, 0.24 to 0.26 for
# range loops too) does, since it runs the body in a callback without
# that context: "'NAME' builtin is not allowed in a for-loop", placed at
# the built-in (its token's place as bpftrace's lexer gives it, from the
# last blank; in a macro used in the body, its place in the macro).  A
# value read before the loop serves in it.  Expected output written by
# hand from bpftrace's source.
for p in 'tracepoint:syscalls:sys_enter_openat { @m[1] = 1; for ($kv : @m) { print(args.flags); } }' \
    'tracepoint:syscalls:sys_enter_openat { @m[1] = 1; for ($kv : @m) { $f = args->flags; } }' \
    'uprobe:/bin/bash:readline { @m[1] = 1; for ($kv : @m) { @a[arg0] = count(); } }' \
    'uretprobe:/bin/bash:readline { for ($i : 0..3) { if ($i == 1) { @r = retval; } } }' \
    'profile:hz:99 { for ($i : 0..2) { $c = ctx; } }' \
    'macro fl() { args.flags }
tracepoint:syscalls:sys_enter_openat { @m[1] = 1; for ($kv : @m) { print(fl()); } }'; do
	"$BTRACE" -e "$p"
	echo "status $?"
done
"$BTRACE" -c /bin/true -e 'tracepoint:syscalls:sys_enter_openat /pid == cpid/ {
	$f = args->flags; @m[7] = 1;
	for ($kv : @m) { printf("%d %d\n", $kv.0, $f >= 0); }
	exit();
}'
echo "status $?"
