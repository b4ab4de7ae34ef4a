# len(ustack) and len(kstack) (later bpftrace; docs/stdlib.md
# "len": "For kstack/ustack, return the depth (measured in # of frames)
# of the call stack"): the depth is the number of frames the same stack
# prints, one a line; a stack kept in a variable has the same depth; a
# stack limited to N frames (ustack(3), kstack(1)) is N deep where the
# stack is deeper (stacks' getppid() call is made from inner, middle,
# outer and main).  Expected output written by hand from that document.
check='
/^len / { want = $2; n = 0; st = "u"; next }
/^var / { print "ustack " (n == want ? "depth matches" : "differs") \
	" the printed frames; in a variable " ($2 == want ? "same" : "differs")
	st = ""; next }
/^klen / { want = $2; n = 0; st = "k"; next }
/^kone / { print "kstack " (n == want && n > 0 ? "depth matches" : \
	"differs") " the printed frames"; print; next }
/^three / { print; next }
/^[ \t]+[^ \t]/ { n++; next }'
"$BTRACE" -e 'tracepoint:syscalls:sys_enter_getppid /pid == cpid/ {
  printf("len %d\n", len(ustack));
  print(ustack);
  $s = ustack;
  printf("var %d\n", len($s));
  printf("three %d\n", len(ustack(3)));
  printf("klen %d\n", len(kstack));
  print(kstack);
  printf("kone %d\n", len(kstack(1)));
  exit();
}' -c "$PROGS/stacks getppid 1" | awk "$check"
echo "status $?"
