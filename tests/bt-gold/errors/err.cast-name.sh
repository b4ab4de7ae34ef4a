# A cast to a type given by a bare name, "(task_struct *)" as in the
# BPF Performance Tools book's scripts, is a cast in bpftrace's grammar
# (not a syntax error); a name it does not know is an unknown struct,
# marked from "(" to the first "*" of a pointer, or the whole "(name)".
. "$TESTDIR/../lib.sh"
"$BTRACE" -e 'BEGIN { $t = (task_struct_x *)curtask; exit(); }'
"$BTRACE" -e 'BEGIN { $x = (foo **)0; exit(); }'
"$BTRACE" -e 'BEGIN { $x = (foo * *)0; exit(); }'
"$BTRACE" -e 'BEGIN { $x = (foo)0; exit(); }'
"$BTRACE" -e 'BEGIN { $x = (struct foo *)0; exit(); }'
