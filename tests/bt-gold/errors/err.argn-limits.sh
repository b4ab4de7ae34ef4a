# argN: arg0 to arg9 are built-ins (arg10 is a name: unknown); one
# error for each probe as written (not each probe matched) of a kind
# without them, and past arg5 (x86-64's last argument register) in any
# probe; sargN likewise in probes other than kprobes and uprobes.
. "$TESTDIR/../lib.sh"
"$BTRACE" -e 'BEGIN,END { print(arg8); exit(); }'
"$BTRACE" -e 'BEGIN { print(arg1); } tracepoint:syscalls:sys_enter_* { print(arg0); exit(); }'
"$BTRACE" -e "uretprobe:$PROGS/ufuncs:* { print(arg7); exit(); }" 2>&1 | sed "s#$PROGS#PROGS#g"
"$BTRACE" -e "uprobe:$PROGS/ufuncs:*,uretprobe:$PROGS/ufuncs:* { print(arg1); exit(); }" 2>&1 | sed "s#$PROGS#PROGS#g"
"$BTRACE" -e "usdt:$PROGS/usdt:* { print(arg9); exit(); }" 2>&1 | sed "s#$PROGS#PROGS#g"
"$BTRACE" -e "usdt:$PROGS/usdt:* { print(arg11); exit(); }" 2>&1 | sed "s#$PROGS#PROGS#g"
"$BTRACE" -e 'BEGIN { print(arg10); }'
"$BTRACE" -e "uprobe:$PROGS/ufuncs:main { print(sarg11); exit(); }" 2>&1 | sed "s#$PROGS#PROGS#g"
"$BTRACE" -e 'BEGIN,END { print(sarg1); exit(); }'
