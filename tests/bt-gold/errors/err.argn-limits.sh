# argN: arg0 to arg9 are built-ins (arg10 is a name: unknown); one
# error for each probe as written (not each probe matched) of a kind
# without them, and past arg5 (x86-64's last argument register) in any
# probe; sargN likewise in probes other than kprobes and uprobes.
# (Programs' files given as $1, so that the errors' columns do not
# depend on where the build is.)
. "$TESTDIR/../lib.sh"
"$BTRACE" -e 'BEGIN,END { print(arg8); exit(); }'
"$BTRACE" -e 'BEGIN { print(arg1); } tracepoint:syscalls:sys_enter_* { print(arg0); exit(); }'
"$BTRACE" -e 'uretprobe:$1:* { print(arg7); exit(); }' "$PROGS/ufuncs"
"$BTRACE" -e 'uprobe:$1:*,uretprobe:$1:* { print(arg1); exit(); }' "$PROGS/ufuncs"
"$BTRACE" -e 'usdt:$1:* { print(arg9); exit(); }' "$PROGS/usdt"
"$BTRACE" -e 'usdt:$1:* { print(arg11); exit(); }' "$PROGS/usdt"
"$BTRACE" -e 'BEGIN { print(arg10); }'
"$BTRACE" -e 'uprobe:$1:main { print(sarg11); exit(); }' "$PROGS/ufuncs"
"$BTRACE" -e 'BEGIN,END { print(sarg1); exit(); }'
