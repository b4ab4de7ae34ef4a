# args itself (bpftrace 0.20 and later, docs/language.md "args": "You can
# print the entire structure via print(args)"): the tracepoint's fields
# by name, __syscall_nr first, printed as bpftrace prints a struct value
# ("{ .m = 2, .n = 3 }" as text, an object in -f json); stored in a
# variable and a map, its fields read back by name.  kill -0 of a pid
# that does not exist calls kill(4000001, 0) (62 on x86_64) and fails.
# Expected output written by hand from those documents.
prog='tracepoint:syscalls:sys_enter_kill /pid == cpid/ {
  print(args);
  $a = args;
  print(($a.pid, $a.sig));
  @[comm] = args;
}'
for f in text json; do
	"$BTRACE" -f $f -c '/bin/kill -0 4000001' -e "$prog" 2>/dev/null
	echo "status $?"
done
